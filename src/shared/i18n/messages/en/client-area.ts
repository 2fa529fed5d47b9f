// The client's own area: home, documents, settings (src/web/routes/client-access/_shell).
export default {};
