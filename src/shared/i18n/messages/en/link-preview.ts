// What a search result or a shared link says about a page of a business's booking flow
// (src/server/link-preview).
export default {
  bookWith: 'Book with {business}',
  serviceTitle: '{service} · {business}',
  sessionTitle: '{service}, {start} · {business}',
  offersAt: '{business} offers {offers} at {address}.',
  offers: '{business} offers {offers}.',
  businessAt: '{business}, {address}.',
  more: 'more',
  bookOnline: 'Book online.',
  bookOnlineWith: 'Book online with {business}.',
  atBusiness: 'At {business}.',
  atBusinessAddress: 'At {business}, {address}.',
  productDescription:
    'Bookings and scheduling for businesses and their clients: sessions, appointments, clients, payments and documents.',
};
