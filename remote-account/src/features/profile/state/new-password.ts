/** The spec shows no rule for the new password; an empty one is not sent (the server needs one). */
export const NEW_PASSWORD_REQUIRED_MESSAGE = 'Please enter a new password.';

export function newPasswordProblem(password: string): string | undefined {
  return password === '' ? NEW_PASSWORD_REQUIRED_MESSAGE : undefined;
}
