/**
 * After its company's certification is approved, the main account is asked
 * whether to open the e-signature service (spec section 4), with what the
 * service is for. Declining ends it; accepting without personal certification
 * first offers to certify the person, in the person certification drawer.
 * 稍后再说 (or closing) leaves it unanswered: asked again next session, not
 * on every page. A company that opened the service is not asked; accepting
 * with the person certified opens it at once (certificate and seals). A company certified without a reviewed submission (before
 * this flow existed) is not asked.
 */
import { useEffect, useRef } from 'react';
import { App, Button, Typography } from 'antd';
import { notify } from '../../api/notify';
import { certificationApi } from '../../api/services';
import { useAuth } from '../../auth/AuthProvider';
import { esignAnswered, rememberEsignAnswer } from '../../certification/esign';
import { CERTIFICATION_STATE } from '../../certification/rules';
import { useCertificationState } from '../../query/hooks';
import { openCertificationDrawer } from './certificationDrawer';
import { esignAskedThisSession, rememberEsignAsked } from './esignSession';

export const ESIGN_MESSAGES = {
  question: '是否开通电子签章服务?',
  purpose:
    '电子签章服务为企业提供具有法律效力的电子印章：采购合同、订单与协议可在平台在线签署，无需打印、盖章和邮寄，签署记录可随时查验。',
  later: '稍后再说',
  personFirst: '开通电子签章服务需要先完成个人认证，是否先进行个人认证?认证通过后可在“电子签章 › 合同管理”中开通。',
} as const;

export function EsignPrompt() {
  const { modal } = App.useApp();
  const { user } = useAuth();
  const companyId = user?.companyId;
  const due =
    user?.userType === 0 &&
    companyId != null &&
    user.certificationStatus === CERTIFICATION_STATE.certified &&
    !esignAnswered(companyId) &&
    !esignAskedThisSession(companyId);
  const state = useCertificationState(due);
  const asked = useRef(false);
  const approved = state.data?.company?.status === CERTIFICATION_STATE.certified;

  useEffect(() => {
    if (!due || !approved || asked.current || companyId == null) return;
    asked.current = true;
    void ask();
    // ask() reads the same values; it runs once per mount.
  }, [approved, companyId, due, modal, state.data?.personCertificated, user?.userCertification]);

  async function ask() {
    if (companyId == null) return;
    // Opened already (here or on 合同管理): nothing to ask.
    const opened = await certificationApi.esignStatus().then((s) => s.opened, () => false);
    if (opened) {
      rememberEsignAnswer(companyId);
      return;
    }
    rememberEsignAsked(companyId);
    const personCertified = user?.userCertification === 1 || state.data?.personCertificated === 1;

    const answer = async (open: boolean) => {
      rememberEsignAnswer(companyId);
      try {
        const reply = await certificationApi.esignChoice(open);
        if (open && personCertified) {
          await certificationApi.esignOpen();
          notify.success((typeof reply === 'string' && reply) || '开通成功');
        }
      } catch {
        // The API client has shown the reason; the question is not asked again.
      }
      if (open && !personCertified) {
        modal.confirm({
          title: '提示',
          content: ESIGN_MESSAGES.personFirst,
          okText: '去认证',
          cancelText: '取消',
          onOk: () => openCertificationDrawer('person'),
        });
      }
    };

    const question = modal.confirm({
      title: '电子签章',
      width: 460,
      content: (
        <>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            {ESIGN_MESSAGES.purpose}
          </Typography.Paragraph>
          <Typography.Text strong>{ESIGN_MESSAGES.question}</Typography.Text>
        </>
      ),
      okText: '开通',
      onOk: () => void answer(true),
      // Closing (Esc) answers nothing: the question comes back next session.
      onCancel: () => undefined,
      footer: (_, { OkBtn }) => (
        <>
          <Button onClick={() => question.destroy()}>{ESIGN_MESSAGES.later}</Button>
          <Button
            onClick={() => {
              question.destroy();
              void answer(false);
            }}
          >
            暂不开通
          </Button>
          <OkBtn />
        </>
      ),
    });
  }

  return null;
}
