// Staff members, their hours and invitations (src/web/routes/t/_shell/staff).
export default {};
