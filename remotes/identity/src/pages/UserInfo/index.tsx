/** 个人信息: the user's avatar, name and nickname, and the account's facts. */
import { Descriptions, Flex, Tag } from 'antd';
import { certificationLabel, maskMobile, useAuth, userTypeLabel, type UserDetails } from '@platform/sdk';
import { LoadingState, PageCard, PageHeader } from '@platform/sdk/ui';
import { AvatarUpload } from './AvatarUpload';
import { ProfileForm } from './ProfileForm';

function AccountFacts({ user }: { user: UserDetails }) {
  const certification = certificationLabel(user.certificationStatus);
  const companyName = user.companyInfo?.companyName ?? user.companyName;
  return (
    <Descriptions column={{ xs: 1, sm: 1, md: 2 }} size="middle">
      <Descriptions.Item label="用户名">{user.userName}</Descriptions.Item>
      <Descriptions.Item label="手机号">{maskMobile(user.mobile) || '未绑定'}</Descriptions.Item>
      <Descriptions.Item label="邮箱">{user.email || '未绑定'}</Descriptions.Item>
      <Descriptions.Item label="所属企业">
        {companyName ? (
          <Flex gap={8} wrap align="center">
            <span>{companyName}</span>
            <Tag color={certification.color}>{certification.label}</Tag>
          </Flex>
        ) : (
          '未加入企业'
        )}
      </Descriptions.Item>
      <Descriptions.Item label="账号类型">{userTypeLabel(user.userType, user.userTypeName)}</Descriptions.Item>
      <Descriptions.Item label="部门">{user.deptInfo?.deptName || '—'}</Descriptions.Item>
      <Descriptions.Item label="岗位">{user.postInfoVo?.postName || '—'}</Descriptions.Item>
      <Descriptions.Item label="注册时间">{user.createTime || '—'}</Descriptions.Item>
    </Descriptions>
  );
}

export default function UserInfo() {
  const { user, reloadUser } = useAuth();
  const reload = () => void reloadUser();

  return (
    <>
      <PageHeader title="个人信息" description="您的头像、姓名与账号信息" />
      {user ? (
        <>
          <PageCard title="基本资料">
            <Flex gap={32} wrap align="flex-start">
              <AvatarUpload userId={user.userId} avatar={user.avatar} onUploaded={reload} />
              <div style={{ flex: 1, minWidth: 260 }}>
                <AccountFacts user={user} />
              </div>
            </Flex>
          </PageCard>
          <PageCard title="修改资料">
            <ProfileForm key={`${user.realName}|${user.nickName}`} user={user} onSaved={reload} />
          </PageCard>
        </>
      ) : (
        <PageCard>
          <LoadingState />
        </PageCard>
      )}
    </>
  );
}
