// Documents to sign, for staff and clients (src/web/features/documents).
export default {};
