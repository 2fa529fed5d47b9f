// Calendar entries: the .ics feed and files (src/server/calendar).
export default {};
