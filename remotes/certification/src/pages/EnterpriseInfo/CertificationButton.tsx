/**
 * The company's certification state as a button: 去认证 (the company
 * certification drawer), 审核中, 已实名认证 or 已驳回 (with the reason and
 * 重新认证 in the drawer).
 */
import { Button, Flex, Typography } from 'antd';
import { CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { CERTIFICATION_PATHS, CERTIFICATION_STATE, certificationAddress, type Schema } from '@platform/sdk';
import { openCertificationDrawer } from '@platform/sdk/ui';

const HERE = '/userCenter/userInfo';

export function CertificationButton({ company }: { company: Schema<'CompanyView'> }) {
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
        <Button icon={<CheckCircleOutlined />} color="green" variant="filled" className="co-certified" data-testid="certified-badge">
          已实名认证
        </Button>
      );
    case CERTIFICATION_STATE.rejected:
      return (
        <Flex vertical gap={4} align="flex-start">
          <Flex gap={8} wrap>
            <Button icon={<CloseCircleOutlined />} color="danger" variant="outlined" onClick={() => open(CERTIFICATION_PATHS.rejected)}>
              已驳回
            </Button>
            <Button type="primary" icon={<SafetyCertificateOutlined />} onClick={() => openCertificationDrawer('company')}>
              重新认证
            </Button>
          </Flex>
          <Typography.Text type="danger" style={{ fontSize: 12 }}>
            驳回原因：{company.reviewNote || '—'}
          </Typography.Text>
        </Flex>
      );
    default:
      return (
        <Button type="primary" icon={<SafetyCertificateOutlined />} onClick={() => openCertificationDrawer('company')}>
          去认证
        </Button>
      );
  }
}
