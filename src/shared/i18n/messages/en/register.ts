// A client booking a session or an appointment (src/web/routes/client-access/_shell/register).
export default {};
