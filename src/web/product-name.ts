// One place for the name, until the product has its final one.
export const productName = 'Booking Platform';
