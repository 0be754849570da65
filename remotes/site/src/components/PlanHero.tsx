/** A solution's banner on its page (plan/{id}, planFinance): picture, name, slogan, tags and 立即咨询; and its 咨询 / 详情 links elsewhere. */
import { Link } from 'react-router-dom';
import { programPath, type Schema } from '@platform/sdk';
import { ConsultLink } from './ConsultLink';
import { Tags } from './Card';
import { Picture } from './Picture';

export function PlanHero({ program, tags = true }: { program: Schema<'Program'>; tags?: boolean }) {
  return (
    <div className="plan-hero pub-band">
      <Picture src={program.programImage} alt="" className="plan-hero__img pub-band__img" eager />
      <div className="pub-container plan-hero__inner pub-band__inner">
        <h1>{program.name}</h1>
        <p>{program.slogan}</p>
        {tags ? <Tags tags={program.businessList} light /> : null}
        <div>
          <ConsultLink about={program.name} />
        </div>
      </div>
    </div>
  );
}

/** 咨询 and 详情 of a solution shown on a dark picture (the home page's and the solutions page's). */
export function ProgramActions({ id, name, className }: { id: Schema<'Program'>['id']; name?: string; className: string }) {
  return (
    <div className={className}>
      <ConsultLink label="咨询" about={name} />
      <Link to={programPath(id)} className="pub-btn pub-btn--light">
        详情
      </Link>
    </div>
  );
}
