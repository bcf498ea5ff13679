/** Says plainly that a feature is not built yet; never fakes its content. */
export function ComingLater({ feature }: { feature: string }) {
  return (
    <section className="tessera-result">
      <span className="tessera-result-icon" aria-hidden="true">
        i
      </span>
      <h1 className="tessera-result-title">{feature}</h1>
      <p className="tessera-result-text">
        {feature} is not built yet. It arrives in a later release.
      </p>
    </section>
  );
}
