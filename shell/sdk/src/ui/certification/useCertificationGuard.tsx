/**
 * The checks before buying, declaring and topping up (spec sections 4, 6 and 8): a user
 * needs a company, and buying or declaring needs it certified. Each check
 * answers true when the action may go on; otherwise it has asked the user to
 * go and certify (去认证 / 取消) and answers false. Going to certify from a
 * purchase remembers it (purchaseIntent): the console offers it again once certified.
 */
import { useCallback, type ReactNode } from 'react';
import { App, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { CODES } from '../../api/messages';
import { userApi } from '../../api/services';
import type { UserDetails } from '../../api/types';
import { useAuth } from '../../auth/AuthProvider';
import { rememberPurchase } from '../../certification/purchaseIntent';
import { certificationAddress, certificationPath, CERTIFICATION_PATHS } from '../../certification/rules';
import { queryKeys } from '../../query/keys';

export const GUARD_MESSAGES = {
  noCompany: '您还没有企业,是否要认证一个企业?',
  buy: '很抱歉！购买的商品需要企业认证，您暂没有购买资格！',
  declare: '您还没有认证，请先完成企业认证！',
  recharge: '充值前需要进行企业认证, 是否继续?',
} as const;

/** What needs a certified company. */
export type CertifiedAction = 'buy' | 'declare' | 'recharge';

/** Where a user without a company may look at its account instead. */
const PERSONAL_CENTRE = '/userCenter/userInfo';

export interface CertificationGuard {
  /** True when the user belongs to a company; otherwise offers to certify one. */
  ensureCompany(): Promise<boolean>;
  /** True when the company is certified; otherwise offers to certify it. */
  ensureCertified(action: CertifiedAction): Promise<boolean>;
  /**
   * For a refusal the server gave instead (10009 no company, 10010 not
   * certified) to `action`: offers to certify and answers true; false for any other error.
   */
  offerAfterRefusal(error: unknown, action?: CertifiedAction): boolean;
}

export function useCertificationGuard(): CertificationGuard {
  const { modal } = App.useApp();
  const { token, user: loadedUser } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const here = pathname + search;

  // Public pages do not load the session; read it when a check needs it.
  const currentUser = useCallback(async (): Promise<UserDetails | undefined> => {
    if (loadedUser) return loadedUser;
    if (!token) return undefined;
    return queryClient.fetchQuery({ queryKey: queryKeys.user(token), queryFn: userApi.getUserDetails, staleTime: Infinity });
  }, [loadedUser, queryClient, token]);

  const offer = useCallback(
    (content: ReactNode, path: string, action?: CertifiedAction) =>
      modal.confirm({
        title: '提示',
        content,
        okText: '去认证',
        cancelText: '取消',
        onOk: () => {
          // The review may outlast the visit: the purchase is kept for the console to offer again.
          if (action === 'buy') rememberPurchase(here);
          navigate(certificationAddress(path, here));
        },
      }),
    [here, modal, navigate],
  );

  const offerCompany = useCallback((action?: CertifiedAction) => {
    // The link leaves the dialog behind: it closes the dialog it sits in.
    const dialog = offer(
      <>
        <Typography.Paragraph style={{ marginBottom: 8 }}>{GUARD_MESSAGES.noCompany}</Typography.Paragraph>
        <Typography.Text type="secondary">
          也可前往<Link to={PERSONAL_CENTRE} onClick={() => dialog.destroy()}>个人中心</Link>查看账号信息
        </Typography.Text>
      </>,
      CERTIFICATION_PATHS.choose,
      action,
    );
  }, [offer]);

  /** The user when in a company; otherwise asks to log in or to certify one (for `action`). */
  const companyUser = useCallback(
    async (action?: CertifiedAction) => {
      const user = await currentUser();
      if (!user) {
        navigate(`/login?redirect=${encodeURIComponent(here)}`);
        return undefined;
      }
      if (user.companyId != null) return user;
      offerCompany(action);
      return undefined;
    },
    [currentUser, here, navigate, offerCompany],
  );

  const ensureCompany = useCallback(async () => (await companyUser()) !== undefined, [companyUser]);

  const ensureCertified = useCallback(
    async (action: CertifiedAction) => {
      const user = await companyUser(action);
      if (!user) return false;
      if (!certificationPath(user.certificationStatus)) return true;
      // /certification itself sends a company under review on to the pending page.
      offer(GUARD_MESSAGES[action], CERTIFICATION_PATHS.choose, action);
      return false;
    },
    [companyUser, offer],
  );

  const offerAfterRefusal = useCallback(
    (error: unknown, action?: CertifiedAction) => {
      if (!(error instanceof ApiError)) return false;
      if (error.code === CODES.noCompany) {
        offerCompany(action);
        return true;
      }
      if (error.code === CODES.notCertified) {
        offer(error.message || GUARD_MESSAGES.declare, CERTIFICATION_PATHS.choose, action);
        return true;
      }
      return false;
    },
    [offer, offerCompany],
  );

  return { ensureCompany, ensureCertified, offerAfterRefusal };
}
