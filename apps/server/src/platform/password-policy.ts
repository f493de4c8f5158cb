import { passwordMessages, passwordProblem } from '@medivi/domain';
import type { BreachCheck } from './breached-passwords.js';
import { DomainError } from './errors.js';

/**
 * The rules every new password must meet on the server, whatever the client checked (accounts
 * spec §5): no leading or trailing whitespace, 12 to 128 characters, and not compromised (the
 * local common-password list, and the remote range service when `PASSWORD_RANGE_URL` is set).
 */
export class PasswordPolicy {
  constructor(private readonly breached: BreachCheck) {}

  /**
   * Checks a new password before it is hashed and stored.
   * @param field the request field to attach the message to (`password`, `newPassword`, …).
   * @throws DomainError 400 with `fieldErrors[field]` naming the first rule broken.
   */
  async assertAcceptable(
    password: string,
    field = 'password',
    options: { registration?: boolean } = {},
  ): Promise<void> {
    const problem = passwordProblem(password, options);
    if (problem !== null)
      throw new DomainError(400, problem, { code: 'PASSWORD_REJECTED', fieldErrors: { [field]: problem } });
    if (await this.breached.includes(password)) {
      throw new DomainError(400, passwordMessages.compromised, {
        code: 'PASSWORD_COMPROMISED',
        fieldErrors: { [field]: passwordMessages.compromised },
      });
    }
  }
}
