// SPEC.md fixes these texts word for word (section 2: the session placeholder, the fallback page
// and the error panel; section 8: the generic texts). They stay English in every language
// (docs/decisions/0056), so they live here rather than in a catalogue; every screen that shows
// one of them takes it from here.

/** While the session is read, and while a screen loads (SPEC.md section 2). */
export const specLoading = 'Loading...';

/** The page of an address that matches no screen (SPEC.md section 2). */
export const specNotFound = 'Not Found';

/** The error panel's heading (SPEC.md sections 2 and 8). */
export const specSomethingWentWrong = 'Something went wrong!';

/** The error panel's toggle (SPEC.md section 2). */
export const specShowError = 'Show Error';
export const specHideError = 'Hide Error';
