/**
 * What sign-in and account answers say when they refuse or confirm (docs/product.md, Sign-in): one
 * list, so the routes of auth/ and users/ and the tests read the same words.
 */
export const AUTH_MESSAGES = {
  registered: "Registration successful. Please check your email for the verification code.",
  codeSent: "Please check your email for the verification code.",
  codeResent: "Please check your email for the new verification code.",
  emailTaken: "An account with this email already exists. Please sign in instead.",
  unknownEmail: "No account found with this email. Please sign up first.",
  unknownUser: "This account does not exist. Please sign up again.",
  tooManyCodes: "Too many codes requested for this email. Please wait a few minutes and try again.",
  resendTooSoon: "A new code was sent moments ago. Please wait 30 seconds before asking again.",
  tooManyFromHere: "Too many attempts from this network. Please wait a few minutes and try again.",
  notYourSignin: "Please start signing in again to get a new code.",
  mailFailed: "We could not send the code e-mail. Please try again in a moment.",
  mailFailedAfterRegister:
    "Your account is saved, but we could not send the code e-mail. Please sign in in a moment to get a new code.",
  deviceNotFound: "This sign-in does not exist or has already ended.",
} as const;
