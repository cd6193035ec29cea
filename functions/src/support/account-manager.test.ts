import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { assigneeFor } from './queue.js';

describe("Premium's account manager", () => {
  it('is the configured name; locally, without one, a stand-in labelled as such; never on a plan without one', () => {
    expect(assigneeFor('PREMIUM', loadConfig({ PAUTIA_MODE: 'local', ACCOUNT_MANAGER_NAME: 'Ana Ruiz' }).support.accountManager)).toBe(
      'Ana Ruiz',
    );
    expect(assigneeFor('PREMIUM', loadConfig({ PAUTIA_MODE: 'local' }).support.accountManager)).toMatch(
      /^.+ \(local stand-in account manager\)$/,
    );
    expect(assigneeFor('PRO', loadConfig({ PAUTIA_MODE: 'local' }).support.accountManager)).toBeNull();
    // Production never names a stand-in: without the setting, the support team answers.
    expect(loadConfig({ PAUTIA_MODE: 'production' }).support.accountManager).toBeUndefined();
  });
});
