/**
 * Opening the company or person certification drawer (spec section 2) from
 * anywhere: the certification remote serves it (`certification/CertificationDrawer`),
 * the shell's drawer host shows it.
 */
import type { CertificationKind } from '../../api/types';
import { openRemoteDrawer } from '../remoteDrawer';

const TITLES: Record<CertificationKind, string> = { company: '企业认证', person: '个人认证' };

/** Asks the shell to open the certification drawer of that kind; `onSubmitted` once the form was submitted (not when closed without it). */
export function openCertificationDrawer(kind: CertificationKind, onSubmitted?: () => void): void {
  openRemoteDrawer({ remote: 'certification', content: 'CertificationDrawer', title: TITLES[kind], width: 720, props: { kind }, onDone: onSubmitted });
}
