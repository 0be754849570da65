/** /share (共享专家): every expert, searchable by name, twelve a page. */
import { useState, type FormEvent } from 'react';
import { useExpertPage } from '../../api/queries';
import { ExpertCard } from '../../components/ExpertCard';
import { PageHero } from '../../components/PageHero';
import { Pager } from '../../components/Pager';
import { Section } from '../../components/Section';
import { Block } from '../../components/states';
import '../Expert/expert.css';

const PAGE_SIZE = 12;

export default function Share() {
  const [typed, setTyped] = useState('');
  const [expertName, setExpertName] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const experts = useExpertPage({ pageNum, pageSize: PAGE_SIZE, expertName });

  const search = (event: FormEvent) => {
    event.preventDefault();
    setExpertName(typed.trim());
    setPageNum(1);
  };

  return (
    <div className="pub-page">
      <PageHero title="共享专家服务" lead="汇聚智能制造、工业大数据、安全生产与产业金融等领域专家，为企业提供咨询与指导" />
      <Section title="专家库">
        <form className="pub-search share-search" role="search" onSubmit={search}>
          <input value={typed} onChange={(event) => setTyped(event.target.value)} placeholder="按专家姓名搜索" maxLength={20} aria-label="专家姓名" />
          <button type="submit">搜索</button>
        </form>
        <Block query={experts} isEmpty={(page) => page.rows.length === 0} empty={expertName ? '没有找到该专家' : '暂无专家'} rows={6}>
          {(page) => (
            <>
              <div className="pub-grid pub-grid--3">
                {page.rows.map((expert) => (
                  <ExpertCard key={expert.id} expert={expert} />
                ))}
              </div>
              <Pager page={pageNum} pageSize={PAGE_SIZE} total={page.total} onChange={setPageNum} unit="位专家" />
            </>
          )}
        </Block>
      </Section>
    </div>
  );
}
