/** The company's certification state as a button: 去认证, 审核中, 已实名认证 or 已驳回 (with the reason). */
import { Button, Flex, Typography } from 'antd';
import { CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { CERTIFICATION_PATHS, CERTIFICATION_STATE, certificationAddress, type Company } from '@platform/sdk';

const HERE = '/userCenter/userInfo';

export function CertificationButton({ company }: { company: Company }) {
  const navigate = useNavigate();
  const open = (path: string) => navigate(certificationAddress(path, HERE));

  switch (company.reviewStatus) {
    case CERTIFICATION_STATE.pending:
      return (
        <Button icon={<ClockCircleOutlined />} color="primary" variant="outlined" onClick={() => open(CERTIFICATION_PATHS.pending)}>
          审核中
        </Button>
      );
    case CERTIFICATION_STATE.certified:
      return (
        <Button icon={<CheckCircleOutlined />} color="green" variant="filled" data-testid="certified-badge">
          已实名认证
        </Button>
      );
    case CERTIFICATION_STATE.rejected:
      return (
        <Flex vertical gap={4} align="flex-start">
          <Button icon={<CloseCircleOutlined />} color="danger" variant="outlined" onClick={() => open(CERTIFICATION_PATHS.rejected)}>
            已驳回
          </Button>
          <Typography.Text type="danger" style={{ fontSize: 12 }}>
            驳回原因：{company.reviewNote || '—'}
          </Typography.Text>
        </Flex>
      );
    default:
      return (
        <Button type="primary" icon={<SafetyCertificateOutlined />} onClick={() => open(CERTIFICATION_PATHS.choose)}>
          去认证
        </Button>
      );
  }
}
