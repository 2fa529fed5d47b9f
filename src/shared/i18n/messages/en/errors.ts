// Refusals a screen shows a person, by the code the server answers (app.raise_error).
export default {};
