/**
 * What the company or person certification drawer holds (spec section 2):
 * the same gates and forms as the certification pages. The shell frames it
 * in a drawer when asked through the SDK (openCertificationDrawer), from the
 * enterprise info page or the e-signature question; submitting reloads what
 * the session knows and closes the drawer.
 */
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys, useAuth, type CertificationKind } from '@platform/sdk';
import { CompanyCertificationForm } from './CompanyCertificationForm';
import { CompanyCertificationGate } from './CompanyCertificationGate';
import { PersonCertificationForm } from './PersonCertificationForm';
import { PersonCertificationGate } from './PersonCertificationGate';

export interface CertificationDrawerProps {
  kind: CertificationKind;
  /** Closes the drawer. */
  onClose(): void;
  /** After the form was submitted and the session reloaded. */
  onSubmitted?(): void;
}

export function CertificationDrawerContent({ kind, onClose, onSubmitted }: CertificationDrawerProps) {
  const { reloadSession, reloadUser } = useAuth();
  const queryClient = useQueryClient();

  const submitted = async () => {
    // A company certification may have made the company: menus and details change.
    await Promise.all([
      kind === 'company' ? reloadSession() : reloadUser(),
      queryClient.invalidateQueries({ queryKey: queryKeys.certification }),
      queryClient.invalidateQueries({ queryKey: queryKeys.company() }),
    ]);
    onSubmitted?.();
    onClose();
  };

  if (kind === 'company') {
    return (
      <CompanyCertificationGate onBack={onClose}>
        <CompanyCertificationForm onSubmitted={() => void submitted()} onCancel={onClose} />
      </CompanyCertificationGate>
    );
  }
  return (
    <PersonCertificationGate onBack={onClose}>
      <PersonCertificationForm onSubmitted={() => void submitted()} onCancel={onClose} />
    </PersonCertificationGate>
  );
}
