/**
 * Pictures of every public site screen and every content console page on a
 * desktop and a phone, for people to look at:
 * test-results/screenshots/site-<screen>-<viewport>.png and content-<page>-<viewport>.png.
 */
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ACCOUNTS, apiPost, expect, test } from './support';
import { firstOf, loadWholePage, productByName } from './site-support';

const OUT = path.resolve(__dirname, '../../test-results/screenshots');

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
];

async function shoot(page: Page, screen: string, viewport: string, fullPage = true) {
  if (fullPage) await loadWholePage(page);
  // Let transitions (drawers, carousels, toasts) settle.
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(OUT, `${screen}-${viewport}.png`), fullPage });
}

interface Screen {
  name: string;
  path: string;
  ready: (page: Page) => Locator;
}

/** The public screens, with what shows each one is ready. */
async function publicScreens(request: APIRequestContext): Promise<Screen[]> {
  const template1 = await productByName(request, '设备管理云平台');
  const template2 = await productByName(request, '能耗在线监测系统');
  const ai = await productByName(request, 'AI视觉质检');
  const expert = await firstOf<{ id: number }>(request, '/api/ptd-industry/expert/page?pageNum=1&pageSize=1');
  const platform = await firstOf<{ id: number }>(request, '/api/ptd-industry/front/getFrontServicePlatformList');
  const program = await firstOf<{ id: string }>(request, '/api/ptd-industry/front/getFrontProgramList?categoryId=5');
  const doc = await firstOf<{ id: number }>(request, '/api/ptd-industry/helpDoc/page?pageNum=1&pageSize=1');
  const notice = await firstOf<{ id: number }>(request, '/api/ptd-industry/system/notice/list');
  const news = await firstOf<{ id: number }>(request, '/api/ptd-component/global/companyNotice/list?noticeType=companyExpress&issueStatus=1');
  const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name }).first();
  return [
    { name: 'front', path: '/front', ready: heading('产品及服务') },
    { name: 'product', path: '/product', ready: heading('设备物联') },
    { name: 'material', path: '/material', ready: heading('设备物联') },
    { name: 'device', path: '/device', ready: heading('设备物联') },
    { name: 'product-template', path: `/product/productTemplate?id=${template1.id}&type=0`, ready: (page) => page.getByTestId('product-name') },
    { name: 'product-template2', path: `/product/productTemplate2?id=${template2.id}&type=0`, ready: (page) => page.getByTestId('product-name') },
    { name: 'intelligence', path: `/product/intelligence?id=${ai.id}&type=0`, ready: (page) => page.getByTestId('product-name') },
    { name: 'solution', path: '/solution', ready: heading('应用场景') },
    { name: 'plan', path: `/plan/${program.id}`, ready: heading('方案介绍') },
    { name: 'plan-finance', path: '/planFinance', ready: (page) => page.getByTestId('finance-cards') },
    { name: 'expert', path: `/expert/${expert.id}`, ready: heading('专业能力') },
    { name: 'share', path: '/share', ready: heading('专家库') },
    { name: 'platform', path: `/plat/${platform.id}`, ready: (page) => page.getByRole('link', { name: '访问平台' }) },
    { name: 'ai-application', path: '/ai/application', ready: heading('已上线应用') },
    { name: 'cooperative-ecology', path: '/cooperativeEcology', ready: heading('合作伙伴') },
    { name: 'partner', path: '/partner', ready: (page) => page.locator('.partner').first() },
    { name: 'view-of-factory', path: '/viewOfFactory', ready: (page) => page.getByTestId('factory-video') },
    { name: 'help-world', path: '/helpWorld', ready: (page) => page.locator('.help-list li').first() },
    { name: 'doc-details', path: `/DocDetails?id=${doc.id}`, ready: (page) => page.locator('.doc-article .pub-rich') },
    { name: 'notice-detail', path: `/noticeDetail?id=${notice.id}&type=systemNotice`, ready: (page) => page.locator('.doc-article .pub-rich') },
    { name: 'news-detail', path: `/noticeDetail?id=${news.id}&type=companyExpress`, ready: (page) => page.locator('.doc-article .pub-rich') },
    { name: 'notice-list', path: '/noticeDetail?type=companyExpress', ready: (page) => page.locator('.notice-list li').first() },
    { name: 'about-us', path: '/aboutUs', ready: heading('服务体系') },
    { name: 'contact-us', path: '/concatUs', ready: heading('在线留言') },
    { name: 'customer-service', path: '/customerService', ready: (page) => page.locator('iframe.service__frame') },
    { name: 'search-result', path: `/searchRes?keyword=${encodeURIComponent('设备')}`, ready: (page) => page.getByTestId('search-results') },
  ];
}

const CONSOLE_PAGES = [
  { name: 'products', path: '/content/products', ready: '产品列表' },
  { name: 'channels', path: '/content/channels', ready: '栏目列表' },
  { name: 'advertising', path: '/content/advertising', ready: '轮播图列表' },
  { name: 'programs', path: '/content/programs', ready: '方案列表' },
  { name: 'cases', path: '/content/cases', ready: '案例列表' },
  { name: 'scenes', path: '/content/scenes', ready: '场景列表' },
  { name: 'service-platforms', path: '/content/service-platforms', ready: '服务平台列表' },
  { name: 'experts', path: '/content/experts', ready: '专家列表' },
  { name: 'suppliers', path: '/content/suppliers', ready: '合作伙伴列表' },
  { name: 'factory-videos', path: '/content/factory-videos', ready: '视频列表' },
  { name: 'help-docs', path: '/content/help-docs', ready: '文档列表' },
  { name: 'notices', path: '/content/notices', ready: '系统公告列表' },
  { name: 'agreements', path: '/content/agreements', ready: '用户服务协议' },
  { name: 'messages', path: '/content/messages', ready: '访客留言' },
];

for (const viewport of VIEWPORTS) {
  test.describe(`site screens on ${viewport.name}`, () => {
    // Carousels hold still for the pictures (they turn only without a reduced-motion preference).
    test.use({ viewport: { width: viewport.width, height: viewport.height }, reducedMotion: 'reduce' });

    test('public site screens', async ({ page, request }) => {
      test.setTimeout(240_000);
      for (const screen of await publicScreens(request)) {
        await page.goto(screen.path);
        await expect(screen.ready(page)).toBeVisible();
        await expect(page.locator('.pub-loading')).toHaveCount(0);
        await shoot(page, `site-${screen.name}`, viewport.name);
      }
    });

    test('navigation, dialogs and states', async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto('/front');
      await expect(page.getByRole('heading', { name: '产品及服务' })).toBeVisible();
      if (viewport.name === 'desktop') {
        await page.locator('.topnav__channels').getByRole('link', { name: '产品市场' }).hover();
        const panel = page.getByTestId('nav-panel');
        await expect(panel.locator('.navpanel__hot li')).toHaveCount(3);
        await panel.getByRole('searchbox', { name: '站内搜索' }).fill('质检');
        await expect(panel.locator('.navsearch__hit').first()).toBeVisible();
        await shoot(page, 'site-nav-products', viewport.name, false);
        await page.mouse.move(700, 700);
        await page.locator('.topnav__channels').getByRole('link', { name: '解决方案' }).hover();
        await expect(page.getByTestId('nav-panel').getByRole('heading', { name: '服务平台' })).toBeVisible();
        await expect(page.getByTestId('nav-panel').locator('.navpanel__note')).toHaveCount(0);
        await shoot(page, 'site-nav-solutions', viewport.name, false);
        await page.mouse.move(700, 880);
      } else {
        await page.getByRole('button', { name: '打开栏目菜单' }).click();
        await expect(page.getByRole('dialog', { name: '栏目' })).toBeVisible();
        await shoot(page, 'site-nav-drawer', viewport.name, false);
        await page.getByRole('button', { name: '关闭栏目菜单' }).click();
      }

      await page.goto('/ai/application');
      await page.getByRole('button', { name: '提交AI需求' }).click();
      await expect(page.getByRole('dialog', { name: '提交AI需求' })).toBeVisible();
      await shoot(page, 'site-ai-demand-dialog', viewport.name, false);

      await page.goto('/searchRes?keyword=qzxvwk');
      await expect(page.getByText('没有找到与')).toBeVisible();
      await shoot(page, 'site-search-empty', viewport.name);

      await page.goto('/product/productTemplate?id=1&type=0');
      await expect(page.getByText('该产品不存在或已下架')).toBeVisible();
      await shoot(page, 'site-product-missing', viewport.name);

      // A list that fails to load says so and offers 重试; the rest of the page stands.
      await page.route('**/api/ptd-industry/front/getCooperationCaseList', (route) => route.fulfill({ status: 500, body: '' }));
      await page.goto('/front');
      await expect(page.getByText('数据加载失败')).toBeVisible();
      await expect(page.getByRole('heading', { name: '产品及服务' })).toBeVisible();
      await shoot(page, 'site-front-list-failed', viewport.name);
    });

    test('content console pages', async ({ page, request, loginAs }) => {
      test.setTimeout(180_000);
      // A visitor's message and feedback, so the lists show rows.
      await apiPost(request, '/api/ptd-industry/leaveMessage/save', {
        type: 1,
        linkman: '王经理',
        telephone: '13911112222',
        email: 'wang@example.com',
        content: '想了解设备管理云平台的私有化部署方案与报价',
      });
      await apiPost(request, '/api/ptd-industry/feedback/save', { content: '希望帮助文档增加视频教程', contact: '13911112222' });
      await loginAs(ACCOUNTS.operator);
      for (const screen of CONSOLE_PAGES) {
        await page.goto(screen.path);
        await expect(page.locator('.wb__content').getByText(screen.ready, { exact: true }).first()).toBeVisible();
        await expect(page.locator('.wb__content .ant-spin-spinning')).toHaveCount(0);
        await shoot(page, `content-${screen.name}`, viewport.name);
      }

      await page.goto('/content/products');
      await page.locator('.ant-table-row, .list-card').filter({ hasText: '设备管理云平台' }).getByRole('button', { name: '编辑' }).click();
      const drawer = page.getByRole('dialog', { name: '编辑产品' });
      await expect(drawer.getByLabel('产品标语')).toHaveValue(/./);
      await shoot(page, 'content-product-editor', viewport.name, false);
      await drawer.getByRole('tab', { name: '服务与版本' }).click();
      await shoot(page, 'content-product-versions', viewport.name, false);

      await page.goto('/content/help-docs');
      await page.locator('.ant-table-row, .list-card').first().getByRole('button', { name: '编辑' }).click();
      const docDrawer = page.getByRole('dialog', { name: '编辑文档' });
      await expect(docDrawer.getByLabel('文档标题')).toHaveValue(/./);
      await docDrawer.getByText('预览', { exact: true }).click();
      await shoot(page, 'content-help-doc-preview', viewport.name, false);
    });
  });
}
