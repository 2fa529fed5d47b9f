// A person's own language (src/web/i18n/language-choice.tsx), kept with their account.
export default {
  label: 'Language',
  description: 'The language of these screens and of the messages you are sent.',
  browser: "Your browser's: {language}",
  saved: 'Your language is saved.',
  notSaved: 'Your language was not saved',
};
