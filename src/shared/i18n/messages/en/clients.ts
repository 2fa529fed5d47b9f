// Clients, their notes, messages and records (src/web/routes/t/_shell/clients, src/web/features/clients).
export default {};
