// Services and their options (src/web/routes/t/_shell/services).
export default {};
