/**
 * The certification drawer's content, exposed for the shell
 * (`certification/CertificationDrawer`), which frames it in a drawer when the
 * SDK's openCertificationDrawer asks. No menu names it: it is not a page.
 */
import { CertificationDrawerContent } from '../../components/CertificationDrawer';

export default CertificationDrawerContent;
