// Words every screen shares: the app's shell and navigation, list pieces, buttons, notices.
export default {
  zoneNote:
    "Times are in the business's time zone, {zone} (it is {there} there, {here} where you are).",
};
