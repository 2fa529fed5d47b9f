// Bookings, the calendar and the front desk (src/web/routes/t/_shell/bookings, src/web/features/bookings).
export default {};
