// Emails and text messages to clients and staff (src/server/messaging/templates).
export default {};
