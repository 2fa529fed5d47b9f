// Transactions, payments and packs (src/web/routes/t/_shell/transactions, src/web/features/payments).
export default {};
