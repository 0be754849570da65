/** The 404 page: back to the front page, or into the workbench when logged in. */
import { Button, Flex, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '@platform/sdk';

export function NotFoundPage() {
  const navigate = useNavigate();
  const { isLoggedIn } = useAuth();
  return (
    <Result
      status="404"
      title="404"
      subTitle="抱歉，您访问的页面不存在或已被移除"
      extra={
        <Flex gap={12} justify="center" wrap>
          <Button type="primary" onClick={() => navigate('/front')}>
            返回首页
          </Button>
          {isLoggedIn ? <Button onClick={() => navigate('/home')}>进入工作台</Button> : null}
        </Flex>
      }
    />
  );
}
