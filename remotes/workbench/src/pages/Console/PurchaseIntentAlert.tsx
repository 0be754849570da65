/**
 * 您在认证前选择的产品可以继续购买了: once the company is certified, the
 * purchase the user left to certify it (remembered by the SDK's guard) is
 * offered again; 继续购买 goes back to it, and either way it is forgotten.
 */
import { useState } from 'react';
import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { forgetPurchase, isCertified, rememberedPurchase, type UserDetails } from '@platform/sdk';

export function PurchaseIntentAlert({ user }: { user: UserDetails }) {
  const navigate = useNavigate();
  const [purchase, setPurchase] = useState(rememberedPurchase);
  if (!purchase || !isCertified(user.certificationStatus)) return null;

  const forget = () => {
    forgetPurchase();
    setPurchase(undefined);
  };
  return (
    <Alert
      type="success"
      showIcon
      closable={{ onClose: forget }}
      title="您在认证前选择的产品可以继续购买了"
      action={
        <Button
          type="primary"
          size="small"
          onClick={() => {
            forget();
            navigate(purchase);
          }}
        >
          继续购买
        </Button>
      }
      style={{ marginBottom: 16 }}
      data-testid="purchase-intent"
    />
  );
}
