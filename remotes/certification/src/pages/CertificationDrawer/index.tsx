/**
 * The certification drawer's content, exposed for the shell
 * (`certification/CertificationDrawer`), which frames it in a drawer when the
 * SDK's openCertificationDrawer asks. No menu names it: it is not a page.
 */
import type { RemoteDrawerContentProps } from '@platform/sdk/ui';
import { CertificationDrawerContent, type CertificationDrawerProps } from '../../components/CertificationDrawer';

export default function CertificationDrawer({ kind, onClose, onDone }: Pick<CertificationDrawerProps, 'kind'> & RemoteDrawerContentProps) {
  return <CertificationDrawerContent kind={kind} onClose={onClose} onSubmitted={onDone} />;
}
