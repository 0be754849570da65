/** 应用场景: collaborative office, process production, safety protection, service system. */
import { useApplicationScenes } from '../../api/queries';
import { Picture } from '../../components/Picture';
import { Section } from '../../components/Section';
import { Block, CardSkeletons } from '../../components/states';

/** The four scene cards: picture, title and two lines of text. */
const SKELETON = <CardSkeletons times={4} lines={2} titleWidth="40%" variant="home-scene" />;

export function HomeScenes() {
  const scenes = useApplicationScenes();
  return (
    <Section title="应用场景" lead="覆盖企业经营与生产的关键场景">
      <Block query={scenes} isEmpty={(rows) => rows.length === 0} empty="暂无应用场景" skeleton={SKELETON}>
        {(rows) => (
          <div className="pub-grid pub-grid--4">
            {rows.map((scene) => (
              <article key={scene.id} className="pub-card home-scene">
                <Picture src={scene.img} alt="" className="pub-card__img home-scene__img" />
                <div className="pub-card__body home-scene__body">
                  {scene.icon ? <img src={scene.icon} alt="" className="home-scene__icon" width={44} height={44} /> : null}
                  <h3 className="pub-card__title">{scene.title}</h3>
                  <p className="pub-card__text">{scene.description}</p>
                </div>
              </article>
            ))}
          </div>
        )}
      </Block>
    </Section>
  );
}
