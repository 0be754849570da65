/** How people reach the platform when the site settings (站点设置) cannot be read yet: shown while they load or if the call fails. */
import type { SiteSettings } from '../api/types';

/** The fallback of `useSiteSettings()`: the same values the server shows before its operators saved any. */
export const SITE_CONTACT: SiteSettings = {
  hotline: '400-608-6618',
  hotlineHours: '工作日 9:00-17:00',
  supportMail: 'service@ptd-industry.cn',
  openPlatformUrl: 'https://open.ptd-industry.cn',
  developerDocsUrl: 'https://open.ptd-industry.cn/docs',
  relatedLinks: [],
  icp: null,
};
