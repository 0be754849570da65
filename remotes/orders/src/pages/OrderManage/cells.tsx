/** Table cells the operators' money pages share: a time on two lines, the date above the hour. */
import { Flex, Typography } from 'antd';

/** A time "YYYY-MM-DD HH:mm:ss" on two lines, so a row of several times fits; '—' when there is none. */
export function timeCell(time?: string | null) {
  if (!time) return '—';
  const [date, hour] = time.split(' ');
  return (
    <Flex vertical>
      <span>{date}</span>
      {hour ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {hour}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
