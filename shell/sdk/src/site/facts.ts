/** How people reach the platform; a deployment sets the real mailbox here. */
export const SITE_CONTACT = {
  hotline: '400-608-6618',
  hotlineHours: '工作日 9:00-17:00',
  supportMail: 'service@example.com',
} as const;
