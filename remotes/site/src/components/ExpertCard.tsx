/** An expert's card in the public lists. */
import { Link } from 'react-router-dom';
import { expertPath, type Schema } from '@platform/sdk';
import { Picture } from './Picture';
import './site.css';

/** An expert in a list: photo, name and profile; opens the expert's page. */
export function ExpertCard({ expert }: { expert: Schema<'Expert'> }) {
  return (
    <Link to={expertPath(expert.id)} className="pub-expert">
      <Picture src={expert.expertImg} alt={expert.expertName} className="pub-expert__img" />
      <span className="pub-expert__body">
        <strong>{expert.expertName}</strong>
        <span className="pub-clamp-3">{expert.profile}</span>
      </span>
    </Link>
  );
}
