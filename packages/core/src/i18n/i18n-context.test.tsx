import { render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { I18nProvider, Trans, useTrans } from './i18n-context';

const french = {
  language: 'fr',
  lines: { 'Account deleted': 'Compte supprimé', 'Hello {name}': 'Bonjour {name}' },
};

describe('I18nProvider, useTrans and Trans', () => {
  it('given a provider, translates with its lines', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nProvider i18n={french}>{children}</I18nProvider>
    );
    const { result } = renderHook(() => useTrans(), { wrapper });
    expect(result.current.locale).toBe('fr');
    expect(result.current.trans('Account deleted')).toBe('Compte supprimé');
  });

  it('without a provider, speaks untranslated English', () => {
    const { result } = renderHook(() => useTrans());
    expect(result.current.trans('Account deleted')).toBe('Account deleted');
  });

  it('renders a message with plain and React values', () => {
    render(
      <I18nProvider i18n={french}>
        <p>
          <Trans message="Hello {name}" values={{ name: <strong>Ada</strong> }} />
        </p>
      </I18nProvider>,
    );
    expect(screen.getByText('Ada').tagName).toBe('STRONG');
    expect(screen.getByText(/Bonjour/).textContent).toBe('Bonjour Ada');
  });

  it('renders tag values as React elements, once the ICU formatter has loaded', async () => {
    render(
      <p>
        <Trans
          message="Check spam or <link>request a resend</link>"
          values={{ link: (chunks) => <a href="#resend">{chunks}</a> }}
        />
      </p>,
    );
    expect(await screen.findByRole('link', { name: 'request a resend' })).toHaveAttribute(
      'href',
      '#resend',
    );
  });
});
