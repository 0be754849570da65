/** The 403 page: a workbench page the user was not granted, with a way back to the workbench. */
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '@platform/sdk';

/** A workbench page the user was not granted. */
export function ForbiddenPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title="403"
      subTitle={MESSAGES.noPermission}
      extra={
        <Button type="primary" onClick={() => navigate('/home')}>
          返回工作台
        </Button>
      }
    />
  );
}
