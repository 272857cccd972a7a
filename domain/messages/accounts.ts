import { tryAgainIn } from "./waits.ts";

// Accounts: sign-up with its code, sign-in, password rules and resets, e-mail verification.

export const signInRequired = {
  create: "You must be logged in to create a MyPin",
  viewOwn: "You must be logged in to view your MyPins",
  updateCoordinates: "You must be logged in to update MyPin coordinates",
  update: "You must be logged in to update a MyPin",
  delete: "You must be logged in to delete a MyPin",
  viewAll: "You must be logged in to view MyPins",
} as const;

export const password = {
  tooShort: "Password must be at least 8 characters long",
  tooLong: "Password must be at most 128 characters long",
  tooWeak:
    "Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character",
  mismatch: "Passwords do not match",
  requirements: "Password requirements",
  ruleMet: "met",
  ruleUnmet: "not met",
} as const;

// The checklist beside the password field; the spec gives only the two failure messages above.
export const passwordChecklist = [
  "At least 8 characters",
  "One uppercase letter",
  "One lowercase letter",
  "One number",
  "One special character",
] as const;

export const auth = {
  welcome: "Welcome to MyPin",
  backToHome: "Back to Home",
  signUp: "Sign Up",
  signingIn: "Signing in...",
  forgotPassword: "Forgot your password?",
  sending: "Sending...",
  resetSent: "Password reset email sent! Check your inbox for instructions.",
  createAccount: "Create Account",
  sendingVerification: "Sending verification...",
  checkEmail: "Check Your Email",
  junkHint: "Can't find it? Check your junk/spam folder",
  codeExpiresIn: (mmss: string) => `Code expires in ${mmss}`,
  verifying: "Verifying your code...",
  verifyCode: "Verify Code",
  resendCode: "Resend Code",
  resendIn: (n: number) => `Resend in ${n}s`,
  backToSignUp: "Back to Sign Up",
  attemptsRemaining: (n: number) => `${n} verification attempts remaining`,
  accountExists: "An account with this email already exists. Please sign in instead.",
  signUpFailed: "Sign up failed. Please try again.",
  // The account was created, but its session could not be started: the sign-in form is next.
  accountCreatedSignIn: "Account created successfully. Please sign in with your email and password.",
  tooManyAttempts: "Too many verification attempts. Please request a new code.",
  codeExpiredOrInvalid: "Verification code expired or invalid. Please request a new code.",
  networkError: "Network or server error. Please check your connection and try again.",
  verificationFailed: "Verification failed. Please try again.",
  resendTooMany: "Too many requests. Please wait before requesting another code.",
  sendCodeFailed: "Failed to send verification code. Please try again.",
  // A resend that met a server fault: the address is checked to be still free before a code goes.
  unableToVerifyEmail: "Unable to verify email. Please try again later.",
  incorrectCredentials: "Incorrect email or password. Please check your credentials and try again.",
  tooManySignIns: "Too many sign-in attempts. Please wait a moment before trying again.",
  invalidEmail: "Please enter a valid email address.",
  // Not worded by the spec: the API's answer to a request that needs an account.
  signInRequired: "You must be signed in",
  signInFailed: "Sign in failed. Please try again.",
  tooManyResets: "Too many password reset requests. Please wait before requesting another reset.",
  noAccount: "No account found with this email address. Please check your email or create a new account.",
  serverError: "Server error occurred. Please try again later.",
  resetEmailFailed: "Failed to send password reset email. Please try again.",
  emailFirst: "Please enter your email address first",
  completeCode: "Please enter a complete 6-digit code",
  codeSent: "Verification Code Sent!",
  newCodeSent: "New Code Sent!",
  emailVerified: "Email Verified!",
  welcomeBack: "Welcome back!",
  resetEmailSent: "Password reset email sent!",
  passwordUpdated: "Password Updated!",
  // Not worded by the spec: field labels and accessible names of the account screens.
  email: "Email",
  password: "Password",
  displayName: "Display Name",
  showPassword: "Show password",
  hidePassword: "Hide password",
  tabsLabel: "Sign in or create an account",
  passwordRequired: "Please enter your password",
  displayNameRequired: "Display name is required",
  displayNameTooLong: "Display name must be at most 64 characters long",
  // Ours: a name shown publicly may not hide characters.
  displayNameHidden: "Display name cannot contain line breaks or invisible characters",
  codeLabel: "Verification code",
  digitLabel: (n: number) => `Digit ${n} of 6`,
  codeSentTo: (email: string) => `We sent a 6-digit code to ${email}`,
  // Not worded by the spec: the limits it leaves open (docs/security.md).
  signUpOtherBrowser:
    "This sign-up was started in another browser, or replaced by a newer one. Finish it there, or sign up again here.",
  tooManyWrongCodes: "Too many wrong codes. Please wait before trying again.",
  tooManyCodes: "Too many codes have been sent to this address. Please wait before requesting another code.",
  tryAgainIn,
} as const;

export const reset = {
  title: "Reset Your Password",
  newPassword: "New Password",
  confirmPassword: "Confirm New Password",
  update: "Update Password",
  updating: "Updating Password...",
  invalidLink: "Invalid or expired reset link. Please request a new password reset.",
  // A token no link of ours could carry, as against one used or run out (invalidLink).
  invalidToken: "Invalid reset token. Please request a new password reset.",
  noToken: "No reset token provided. Please request a new password reset.",
  validateFailed: "Failed to validate reset token. Please try again.",
  updateFailed: "Failed to update password",
  validating: "Checking your reset link...",
  forEmail: (email: string) => `Choose a new password for ${email}.`,
  success: "Your password has been updated. Taking you to the home page...",
  backToSignIn: "Back to Sign In",
} as const;

// Not worded by the spec, which lists only "update user password" and the "Password Updated!" toast.
export const changePassword = {
  title: "Change Password",
  intro: "Enter your current password, then choose a new one. Your other devices will be signed out.",
  currentPassword: "Current Password",
  currentRequired: "Please enter your current password",
  currentIncorrect: "Your current password is incorrect. Please try again.",
  tooMany: "Too many password change attempts. Please wait a moment before trying again.",
  submit: "Change Password",
  submitting: "Changing Password...",
  signInFirst: "Please sign in to change your password.",
  loading: "Loading your account...",
} as const;

export const verifyEmail = {
  // The heading of every way the link can fail; the lines below say which.
  failedTitle: "Verification failed",
  noToken: "Invalid verification link. No token provided.",
  failed: "Failed to verify email",
  unexpected: "An unexpected error occurred during verification",
  verifying: "Verifying your email...",
  success: "Your email is verified and you are signed in. Taking you to the home page...",
  alreadyVerified: "This email address is already verified. Please sign in.",
  title: "Email Verification",
} as const;
