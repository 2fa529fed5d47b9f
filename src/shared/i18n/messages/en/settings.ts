// The staff area's Settings (src/web/routes/t/_shell/settings).
export default {
  profileTitle: 'Business profile',
  profileIntro:
    'How clients see and reach {business}. Its booking address stays /client-access/signup?tenant={slug}.',
  name: 'Business name',
  nameInvalid: 'Give the business a name of up to 120 characters.',
  contactEmail: 'Contact email',
  contactEmailInvalid: 'Enter an email address such as hello@example.com.',
  contactPhone: 'Contact phone',
  address: 'Address',
  addressHint:
    'Where clients find you: in their messages, and in how search results and shared links describe your booking page.',
  timeZone: 'Time zone',
  timeZoneHint: 'Hours and timetables are local times in this zone.',
  timeZoneMissing: 'Choose the time zone you work in.',
  currency: 'Currency',
  currencyHint: 'For new prices; existing ones keep theirs.',
  currencyMissing: 'Choose the currency you charge in.',
  language: 'Language',
  languageHint:
    "Your booking page speaks each visitor's own language when it is one of these, and this one otherwise.",
  saveProfile: 'Save profile',
  profileSaved: 'The business profile is saved.',
  profileNotSaved: 'The business profile was not saved',
};
