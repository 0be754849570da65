/**
 * After its company's certification is approved, the main account is asked
 * once whether to open the e-signature service (spec section 4). Declining
 * ends it; accepting without personal certification first offers to certify
 * the person. A company certified without a reviewed submission (before this
 * flow existed) is not asked.
 */
import { useEffect, useRef } from 'react';
import { App } from 'antd';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../api/notify';
import { certificationApi } from '../../api/services';
import { useAuth } from '../../auth/AuthProvider';
import { esignAnswered, rememberEsignAnswer } from '../../certification/esign';
import { CERTIFICATION_PATHS, CERTIFICATION_STATE } from '../../certification/rules';
import { useCertificationState } from '../../query/hooks';

export const ESIGN_MESSAGES = {
  question: '是否开通电子签章服务?',
  personFirst: '开通电子签章服务需要先完成个人认证，是否先进行个人认证?',
} as const;

export function EsignPrompt() {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { user } = useAuth();
  const companyId = user?.companyId;
  const due =
    user?.userType === 0 &&
    companyId != null &&
    user.certificationStatus === CERTIFICATION_STATE.certified &&
    !esignAnswered(companyId);
  const state = useCertificationState(due);
  const asked = useRef(false);
  const approved = state.data?.company?.status === CERTIFICATION_STATE.certified;

  useEffect(() => {
    if (!due || !approved || asked.current || companyId == null) return;
    asked.current = true;
    const personCertified = user?.userCertification === 1 || state.data?.personCertificated === 1;

    const answer = async (open: boolean) => {
      rememberEsignAnswer(companyId);
      try {
        const reply = await certificationApi.esignChoice(open);
        if (open && personCertified) notify.success(reply);
      } catch {
        // The API client has shown the reason; the question is not asked again.
      }
      if (open && !personCertified) {
        modal.confirm({
          title: '提示',
          content: ESIGN_MESSAGES.personFirst,
          okText: '去认证',
          cancelText: '取消',
          onOk: () => navigate(CERTIFICATION_PATHS.person),
        });
      }
    };

    modal.confirm({
      title: '电子签章',
      content: ESIGN_MESSAGES.question,
      okText: '开通',
      cancelText: '暂不开通',
      onOk: () => void answer(true),
      onCancel: () => void answer(false),
    });
  }, [approved, companyId, due, modal, navigate, state.data?.personCertificated, user?.userCertification]);

  return null;
}
