/** The page for a part of the site not open yet: 正在建设中, with a way back to the front page. */
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';

/** A page of the spec that is not open yet: says so plainly and offers a way on. */
export function ComingSoonPage({ title }: { title: string }) {
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title={title}
      subTitle="该栏目正在建设中，敬请期待"
      extra={
        <Button type="primary" onClick={() => navigate('/front')}>
          返回首页
        </Button>
      }
      style={{ padding: '64px 16px' }}
    />
  );
}
