// Demo ad script (src/extras/extras.config.json adScript): it only marks the page, loads nothing.
document.documentElement.dataset.comandaAd = 'demo'
