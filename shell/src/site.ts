import { PLATFORM_NAME } from '@platform/sdk';

/** Facts about the site shown on its pages; a deployment sets the real mailbox here. */
export const SITE = {
  name: PLATFORM_NAME,
  hotline: '400-608-6618',
  hotlineHours: '工作日 9:00-17:00',
  supportMail: 'service@example.com',
} as const;
