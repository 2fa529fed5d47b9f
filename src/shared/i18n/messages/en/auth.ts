// Signing up, signing in, two-step sign-in, passkeys and the account's security (src/web/features/auth).
export default {};
