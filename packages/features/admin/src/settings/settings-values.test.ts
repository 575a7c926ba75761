import { settingsFixture } from '../mocks/settings';
import { changedSettings, formValuesOf, serverValues, type TabKeys } from './settings-values';

const MB = 1024 * 1024;
const GB = 1024 * MB;

const keys: TabKeys = {
  client: ['base_url', 'uploads.max_size', 'uploads.available_space', 'themes.default_id'],
  server: ['auth.blocked_email_domains', 'mail.port'],
  secrets: ['mail.password', 's3.secret_key'],
};

describe('settings form values', () => {
  test('nest the dotted keys, show sizes in MB and GB, lists one a line, secrets empty', () => {
    const values = formValuesOf(settingsFixture(), keys);
    expect(values.client).toEqual({
      base_url: 'https://files.example.com',
      uploads: { max_size: 2048, available_space: 10 },
      themes: { default_id: 'automatic' },
    });
    expect(values.server).toEqual({
      auth: { blocked_email_domains: 'mailinator.com' },
      mail: { port: 587, password: '' },
      s3: { secret_key: '' },
    });
  });

  test('given untouched values, nothing is sent', () => {
    const settings = settingsFixture();
    expect(changedSettings(settings, keys, formValuesOf(settings, keys))).toBeNull();
  });

  test('after edits, sends only the changed keys, sizes in bytes, lists split, a removed secret as null', () => {
    const settings = settingsFixture();
    const values = formValuesOf(settings, keys);
    values.client.uploads.max_size = 500;
    values.client.uploads.available_space = null;
    values.client.themes.default_id = '2';
    values.server.auth.blocked_email_domains = 'mailinator.com\n.Spam.example, junk.example\n';
    values.server.mail.password = null;
    values.server.s3.secret_key = 'typed';
    expect(changedSettings(settings, keys, values)).toEqual({
      client: {
        'uploads.max_size': 500 * MB,
        'uploads.available_space': null,
        'themes.default_id': 2,
      },
      server: {
        'auth.blocked_email_domains': ['mailinator.com', 'spam.example', 'junk.example'],
        'mail.password': null,
        's3.secret_key': 'typed',
      },
    });
    expect(settings.client['uploads.available_space']).toBe(10 * GB);
  });

  test('a connection check gets every server key as typed and only the secrets given', () => {
    const values = formValuesOf(settingsFixture(), keys);
    values.server.mail.port = 2525;
    expect(serverValues(keys, values)).toEqual({
      'auth.blocked_email_domains': ['mailinator.com'],
      'mail.port': 2525,
    });
  });
});
