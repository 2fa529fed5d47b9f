// The staff area's dashboard (src/web/routes/t/_shell/-components).
export default {};
