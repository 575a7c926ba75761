import {
  type AdminSettingsResponse,
  adminSettingsApi,
  type BootstrapData,
  systemApi,
  type UpdateSettingsPayload,
} from '@coffer/contract';
import { mockEndpoint, mockError } from '@coffer/core/mocks';
import { adminBootstrap } from './fixtures';
import { settingsFixture } from './settings';

/** The ad settings `GET settings` shows, by key. */
export type AdSettings = Pick<
  AdminSettingsResponse['client'],
  'ads.disable' | 'ads.drive' | 'ads.file-preview' | 'ads.landing-top'
>;

/** A 90 px banner, as an ad network's code would draw one. */
export const BANNER_AD =
  '<a href="https://ads.example.com" target="_blank" style="display:block;height:90px;background:#1d4ed8;color:#fff;font:600 20px/90px sans-serif;text-align:center">Your ad here</a>';

export interface AdSettingsMockOptions {
  /** The saved ad settings (over a site with every slot empty and ads on). */
  ads?: Partial<AdSettings>;
  /** Field errors `POST settings` answers with (422), keyed as the server keys them. */
  errors?: Record<string, string[]>;
  /** Gets each `POST settings` body, so a story can check what was sent. */
  onUpdate?: (body: UpdateSettingsPayload) => void;
  /** The page's bootstrap data, which `GET bootstrap-data` answers with the saved ads. */
  bootstrap?: BootstrapData;
}

/** MSW handlers of the settings calls the ads screen makes, over in-memory settings. */
export function adSettingsHandlers({
  ads = {},
  errors,
  onUpdate,
  bootstrap = adminBootstrap(['admin.access', 'settings.update']),
}: AdSettingsMockOptions = {}) {
  const fixture = settingsFixture();
  let settings: AdminSettingsResponse = { ...fixture, client: { ...fixture.client, ...ads } };
  return [
    mockEndpoint(adminSettingsApi.get, () => settings),
    mockEndpoint(adminSettingsApi.update, ({ body }) => {
      onUpdate?.(body);
      if (errors) return mockError(422, 'The given data was invalid.', errors);
      settings = { ...settings, client: { ...settings.client, ...body.client } };
      return settings;
    }),
    mockEndpoint(systemApi.bootstrapData, () => ({
      ...bootstrap,
      settings: {
        ...bootstrap.settings,
        ads: {
          disable: settings.client['ads.disable'],
          drive: settings.client['ads.drive'],
          'file-preview': settings.client['ads.file-preview'],
          'landing-top': settings.client['ads.landing-top'],
        },
      },
    })),
  ];
}

/** The ad document's size report, as the server's ads module writes it. */
const SIZE_REPORTER = `<script>(function(){function r(){parent.postMessage({type:'coffer-ad-size',height:Math.ceil(document.body.getBoundingClientRect().height)},'*')}new ResizeObserver(r).observe(document.body);r()})()</script>`;

/**
 * What the server's `GET ads/preview` answers, as a data URL (stories have no server, and MSW
 * does not answer a frame's navigation): an empty document that writes the code its page
 * posts, then reports its size as a slot's document does.
 */
export function adPreviewDocument(): string {
  const end = JSON.stringify(`${SIZE_REPORTER}</body></html>`).replace(/</g, '\\u003c');
  const receiver = `<script>addEventListener('message',function(e){if(e.source!==parent||!e.data||e.data.type!=='coffer-ad-preview')return;document.open();document.write('<!doctype html><html><body style="margin:0;display:flow-root">'+e.data.code+${end});document.close()});parent.postMessage({type:'coffer-ad-preview-ready'},'*')</script>`;
  return `data:text/html;charset=utf-8,${encodeURIComponent(`<!doctype html><html><body>${receiver}</body></html>`)}`;
}
