import type { SeedGame } from "../types";

/**
 * Demo games. Every title, studio and setting here is invented for the demo catalogue;
 * none of them refers to a real game or brand.
 */
export const games: SeedGame[] = [
  {
    slug: "iron-frontier",
    name: { ru: "Железный рубеж", en: "Iron Frontier" },
    sort: 1000,
    hue: 21,
    genre: "shooter",
    setting: { terrain: "city", sky: "dusk" },
    pageTitle: {
      ru: "Читы для игры «Железный рубеж» — купить приватный чит | Nocturn",
      en: "Iron Frontier cheats — buy private hacks | Nocturn",
    },
    pageDescription: {
      ru: "Приватные читы для игры «Железный рубеж»: аимбот, ESP, триггербот и радар. Актуальные статусы после каждого патча, ключ сразу после оплаты.",
      en: "Private Iron Frontier cheats: aimbot, ESP, triggerbot and radar. Statuses checked after every patch, key delivered right after payment.",
    },
    pageText: {
      ru: `<p><strong>«Железный рубеж»</strong> — соревновательный тактический шутер, где исход матча порой решает один раунд. Одной меткой стрельбы тут мало: нужно понимать, где стоит противник, и успевать выстрелить первым. В каталоге Nocturn собраны приватные читы для «Железного рубежа» — от лёгких ESP-сборок до полноценных решений с аимботом и триггерботом.</p>
<h2>Как выбрать чит</h2>
<ul><li>Для игры на рейтинге берите версии со статусом «Не обнаружен» и не выкручивайте плавность аима в ноль.</li><li>Если вы стримите, обратите внимание на сборки со стример-режимом: оверлей не попадёт ни в запись, ни в трансляцию.</li><li>Ключ приходит на почту сразу после оплаты, лоадер скачивается из личного кабинета.</li></ul>
<p>Статусы мы проверяем вручную после каждого обновления игры, поэтому в карточке товара всегда видно, можно ли запускать чит прямо сейчас.</p>`,
      en: `<p><strong>Iron Frontier</strong> is a competitive tactical shooter where a single round can decide the whole match. Good aim alone won't carry you: you need to know where the enemy is holding and get the first shot off. Nocturn stocks private Iron Frontier cheats, from lightweight ESP builds to full packages with aimbot and triggerbot.</p>
<h2>Picking the right build</h2>
<ul><li>For ranked play, choose versions marked “Undetected” and keep aim smoothing at a sensible level.</li><li>If you stream, look for builds with a stream-proof mode so the overlay never shows up in recordings.</li><li>Your key arrives by email right after payment; the loader is in your account dashboard.</li></ul>
<p>We check every status by hand after each game update, so the product page always tells you whether it is safe to launch right now.</p>`,
    },
  },
  {
    slug: "ashfall-royale",
    name: { ru: "Пеплопад", en: "Ashfall Royale" },
    sort: 980,
    hue: 11,
    genre: "battle-royale",
    setting: { terrain: "volcano", sky: "dusk" },
    pageTitle: {
      ru: "Читы для игры «Пеплопад» — аимбот и ESP без бана | Nocturn",
      en: "Ashfall Royale cheats — aimbot & ESP | Nocturn",
    },
    pageDescription: {
      ru: "Купить чит для игры «Пеплопад»: ESP на игроков и лут, аимбот с учётом баллистики, радар. Подписки на 1, 7 и 30 дней.",
      en: "Buy Ashfall Royale cheats: player and loot ESP, ballistics-aware aimbot and radar. 1, 7 and 30-day subscriptions.",
    },
    pageText: {
      ru: `<p>В <strong>«Пеплопаде»</strong> сто игроков высаживаются на вулканический остров, а зона сжимается вместе с облаком пепла. Побеждает тот, кто раньше замечает соперников и грамотно выбирает позицию. Читы из нашего каталога подсвечивают игроков и полезный лут, а аимбот учитывает падение пули и скорость цели даже на дальних дистанциях.</p>
<p>Большинство сборок поддерживают гибкую настройку дистанции ESP: в начале матча удобно видеть весь лут вокруг, а в финальной зоне — только игроков. Для тех, кто играет в отряде, есть радар на отдельном окне.</p>
<p>После оплаты ключ активируется в лоадере, а при любых проблемах с запуском поддержка отвечает в тикетах.</p>`,
      en: `<p>In <strong>Ashfall Royale</strong> a hundred players drop onto a volcanic island while the zone closes in with a cloud of ash. Whoever spots opponents first and picks the better position usually wins. Our cheats highlight players and valuable loot, and the aimbot accounts for bullet drop and target speed even at long range.</p>
<p>Most builds let you tune ESP distance: early in the match you can see all the loot around you, while in the final circle you can switch to players only. Squad players get a radar in a separate window.</p>
<p>After payment you activate the key in the loader, and if anything goes wrong, support answers in tickets.</p>`,
    },
  },
  {
    slug: "dead-meridian",
    name: { ru: "Мёртвый меридиан", en: "Dead Meridian" },
    sort: 960,
    hue: 201,
    genre: "extraction",
    setting: { terrain: "forest", sky: "fog" },
    pageTitle: {
      ru: "Читы для игры «Мёртвый меридиан» — ESP на лут и игроков | Nocturn",
      en: "Dead Meridian cheats — loot & player ESP | Nocturn",
    },
    pageDescription: {
      ru: "Приватные читы для игры «Мёртвый меридиан»: ESP на лут, тайники и ботов, аимбот, фильтр ценных предметов. Мгновенная выдача ключа.",
      en: "Private Dead Meridian cheats: ESP for loot, stashes and AI, aimbot and a valuable item filter. Instant key delivery.",
    },
    pageText: {
      ru: `<p><strong>«Мёртвый меридиан»</strong> — хардкорный шутер с выводом: вы заходите в рейд со своим снаряжением и рискуете потерять всё, если не доберётесь до точки эвакуации. Поэтому здесь особенно ценится информация — где лежит дорогой лут, кто идёт по коридору и сколько ботов охраняет склад.</p>
<h2>Что умеют наши читы</h2>
<ul><li>ESP на игроков, ботов и боссов с указанием дистанции и снаряжения.</li><li>Фильтр лута по цене: подсвечиваются только действительно ценные предметы.</li><li>Подсветка тайников, контейнеров и точек выхода.</li></ul>
<p>Для «Мёртвого меридиана» также доступны DMA-решения — они работают со второго компьютера и не запускают ничего на игровом ПК.</p>`,
      en: `<p><strong>Dead Meridian</strong> is a hardcore extraction shooter: you bring your own gear into a raid and lose all of it if you fail to reach an extraction point. Information is everything here — where the expensive loot is, who is coming down the corridor and how many AI guards are watching the warehouse.</p>
<h2>What our cheats do</h2>
<ul><li>ESP for players, AI and bosses with distance and gear info.</li><li>A price-based loot filter that highlights only the items worth carrying out.</li><li>Markers for stashes, containers and extraction points.</li></ul>
<p>DMA solutions are available for Dead Meridian as well: they run on a second computer and leave nothing on the gaming PC.</p>`,
    },
  },
  {
    slug: "hollow-siege",
    name: { ru: "Глухая осада", en: "Hollow Siege" },
    sort: 940,
    hue: 265,
    genre: "shooter",
    setting: { terrain: "industrial", sky: "night" },
    pageTitle: {
      ru: "Читы для игры «Глухая осада» — ESP сквозь стены и аимбот | Nocturn",
      en: "Hollow Siege cheats — wallhack ESP & aimbot | Nocturn",
    },
    pageDescription: {
      ru: "Читы для игры «Глухая осада»: ESP сквозь стены, подсветка гаджетов и ловушек, аимбот. Проверенные сборки с актуальным статусом.",
      en: "Hollow Siege cheats: wallhack ESP, gadget and trap markers, aimbot. Tested builds with up-to-date status.",
    },
    pageText: {
      ru: `<p>В <strong>«Глухой осаде»</strong> одна команда укрепляет здание, а другая пытается его взять. Стены разрушаются, за каждым углом может оказаться ловушка, а раунд длится всего пару минут. ESP здесь особенно полезен: вы заранее знаете, где засел защитник и какие гаджеты расставлены в комнате.</p>
<p>В наших сборках для «Глухой осады» есть подсветка игроков сквозь стены, отображение дронов, камер и ловушек, а также аккуратный аимбот с настройкой зоны захвата. Интерфейс меню переведён на русский язык.</p>`,
      en: `<p>In <strong>Hollow Siege</strong> one team fortifies a building and the other tries to take it. Walls can be blown open, any corner may hide a trap and a round lasts only a couple of minutes. ESP is a huge advantage here: you know where the defender is camping and which gadgets are waiting in the room.</p>
<p>Our Hollow Siege builds include player ESP through walls, markers for drones, cameras and traps, and a careful aimbot with adjustable FOV. The menu is available in both English and Russian.</p>`,
    },
  },
  {
    slug: "wasteland-drifters",
    name: { ru: "Скитальцы пустошей", en: "Wasteland Drifters" },
    sort: 920,
    hue: 42,
    genre: "survival",
    setting: { terrain: "dunes", sky: "day" },
    pageTitle: {
      ru: "Читы для игры «Скитальцы пустошей» — ESP, радар, аимбот | Nocturn",
      en: "Wasteland Drifters cheats — ESP, radar, aimbot | Nocturn",
    },
    pageDescription: {
      ru: "Купить чит для игры «Скитальцы пустошей»: ESP на игроков, спящих и схроны, подсветка ресурсов, аимбот без отдачи.",
      en: "Buy Wasteland Drifters cheats: ESP for players, sleepers and stashes, resource markers, aimbot and no recoil.",
    },
    pageText: {
      ru: `<p><strong>«Скитальцы пустошей»</strong> — выживание в песочнице, где всё решают ресурсы, база и клан. Вайп обнуляет прогресс, и первые часы после него самые важные: кто быстрее отстроится и найдёт схроны соседей, тот и диктует правила на сервере.</p>
<p>Читы для игры «Скитальцы пустошей» подсвечивают игроков, спящих, ящики, турели и месторождения ресурсов. Аимбот с компенсацией отдачи помогает выигрывать перестрелки на дистанции, а радар показывает, кто подходит к вашей базе.</p>
<h2>Перед покупкой</h2>
<ul><li>Проверьте требования в карточке товара — некоторым сборкам нужен отключённый Secure Boot.</li><li>Выберите срок: на вайп обычно хватает подписки на 7 дней.</li></ul>`,
      en: `<p><strong>Wasteland Drifters</strong> is a sandbox survival game about resources, bases and clans. A wipe resets everything, and the first hours after it matter most: whoever builds up faster and finds the neighbours' stashes sets the rules on the server.</p>
<p>Our Wasteland Drifters cheats highlight players, sleepers, crates, turrets and resource nodes. The aimbot with recoil compensation wins long-range fights, and the radar shows who is approaching your base.</p>
<h2>Before you buy</h2>
<ul><li>Check the requirements on the product page — some builds need Secure Boot turned off.</li><li>Pick a term: a 7-day key usually covers a whole wipe.</li></ul>`,
    },
  },
  {
    slug: "crimson-vanguard",
    name: { ru: "Багровый авангард", en: "Crimson Vanguard" },
    sort: 900,
    hue: 349,
    genre: "shooter",
    setting: { terrain: "arena", sky: "dusk" },
    pageTitle: {
      ru: "Читы для игры «Багровый авангард» — аимбот с предсказанием | Nocturn",
      en: "Crimson Vanguard cheats — predictive aimbot | Nocturn",
    },
    pageDescription: {
      ru: "Читы для игры «Багровый авангард»: аимбот с предсказанием снарядов, ESP, таймеры способностей и ульт. Ключ моментально.",
      en: "Crimson Vanguard cheats: aimbot with projectile prediction, ESP, ability and ultimate timers. Instant key.",
    },
    pageText: {
      ru: `<p><strong>«Багровый авангард»</strong> — командный шутер с героями, у каждого из которых свой набор способностей. Бои здесь быстрые, а многие герои стреляют снарядами, поэтому обычного аимбота недостаточно.</p>
<p>Наши читы для «Багрового авангарда» умеют предсказывать траекторию снаряда, показывают здоровье противников, готовность их ультимейтов и перезарядку способностей. Так проще выбрать момент для атаки и не попасть под вражескую комбинацию.</p>
<p>Все сборки поддерживают игру в полноэкранном и оконном режиме без рамки.</p>`,
      en: `<p><strong>Crimson Vanguard</strong> is a team-based hero shooter where every character brings a unique kit. Fights are fast and many heroes fire projectiles, so a plain hitscan aimbot is not enough.</p>
<p>Our Crimson Vanguard cheats predict projectile travel, display enemy health, ultimate charge and ability cooldowns. That makes it easy to pick the right moment to engage and avoid walking into an enemy combo.</p>
<p>All builds support both fullscreen and borderless windowed mode.</p>`,
    },
  },
  {
    slug: "storm-squad",
    name: { ru: "Штормовой отряд", en: "Storm Squad" },
    sort: 880,
    hue: 233,
    genre: "battle-royale",
    setting: { terrain: "jungle", sky: "day" },
    mobile: true,
    pageTitle: {
      ru: "Читы для игры «Штормовой отряд» на Android — ESP и аим | Nocturn",
      en: "Storm Squad cheats for Android — ESP & aim | Nocturn",
    },
    pageDescription: {
      ru: "Читы для мобильной королевской битвы «Штормовой отряд»: ESP, аим-ассист, работа без root и на эмуляторах.",
      en: "Cheats for the mobile battle royale Storm Squad: ESP, aim assist, works without root and on emulators.",
    },
    pageText: {
      ru: `<p><strong>«Штормовой отряд»</strong> — одна из самых популярных мобильных королевских битв. Матчи короткие, карта компактная, и на маленьком экране легко не заметить противника в кустах. Мобильные читы из нашего каталога выводят ESP поверх игры и помогают с прицеливанием.</p>
<ul><li>Сборки без root — устанавливаются как обычное приложение.</li><li>Отдельные версии для популярных эмуляторов на ПК.</li><li>Подробная инструкция по установке приходит вместе с ключом.</li></ul>
<p>iOS пока не поддерживается: все решения для «Штормового отряда» работают только на Android.</p>`,
      en: `<p><strong>Storm Squad</strong> is one of the most popular mobile battle royales. Matches are short, the map is compact and on a small screen it is easy to miss an enemy hiding in the bushes. Our mobile cheats draw ESP on top of the game and help with aiming.</p>
<ul><li>No-root builds install like a regular app.</li><li>Separate versions for popular PC emulators.</li><li>Detailed setup instructions come with your key.</li></ul>
<p>iOS is not supported yet: all Storm Squad solutions are Android-only.</p>`,
    },
  },
  {
    slug: "static-horizon",
    name: { ru: "Застывший горизонт", en: "Static Horizon" },
    sort: 860,
    hue: 222,
    genre: "extraction",
    setting: { terrain: "ruins", sky: "storm" },
    pageTitle: {
      ru: "Читы для игры «Застывший горизонт» — купить чит с ESP на лут | Nocturn",
      en: "Static Horizon cheats — loot ESP hacks | Nocturn",
    },
    pageDescription: {
      ru: "Приватные читы для игры «Застывший горизонт»: ESP на игроков, аномалии и лут, аимбот, радар. Статусы обновляются после патчей.",
      en: "Private Static Horizon cheats: ESP for players, anomalies and loot, aimbot, radar. Statuses updated after every patch.",
    },
    pageText: {
      ru: `<p>Действие <strong>«Застывшего горизонта»</strong> разворачивается в мёртвом городе, где из-за радиоаномалии остановилось время. Игроки заходят в рейд за артефактами, сражаются с ботами и друг с другом, а затем пытаются выбраться живыми.</p>
<p>Чит для «Застывшего горизонта» показывает игроков и ботов сквозь стены, отмечает артефакты и контейнеры, а также подсвечивает опасные аномалии. Аимбот настраивается отдельно для ботов и для живых игроков — удобно, если вы хотите играть аккуратно.</p>`,
      en: `<p><strong>Static Horizon</strong> is set in a dead city where a radio anomaly has frozen time. Players raid it for artifacts, fight AI and each other, and then try to get out alive.</p>
<p>Our Static Horizon cheat shows players and AI through walls, marks artifacts and containers and highlights dangerous anomalies. The aimbot can be tuned separately for AI and real players — handy if you want to keep a low profile.</p>`,
    },
  },
  {
    slug: "black-tundra",
    name: { ru: "Чёрная тундра", en: "Black Tundra" },
    sort: 840,
    hue: 180,
    genre: "survival",
    setting: { terrain: "snow", sky: "night" },
    pageTitle: {
      ru: "Читы для игры «Чёрная тундра» — ESP, аимбот, радар | Nocturn",
      en: "Black Tundra cheats — ESP, aimbot, radar | Nocturn",
    },
    pageDescription: {
      ru: "Купить чит для игры «Чёрная тундра»: ESP на дальних дистанциях, аимбот с баллистикой, подсветка лута и транспорта.",
      en: "Buy Black Tundra cheats: long-range ESP, ballistics-aware aimbot, loot and vehicle markers.",
    },
    pageText: {
      ru: `<p><strong>«Чёрная тундра»</strong> — выживание за полярным кругом: мороз, метели, редкие поселения и игроки, которые готовы забрать у вас последнюю банку тушёнки. В пурге видимость падает почти до нуля, и противника часто замечаешь слишком поздно.</p>
<p>С нашими читами метель перестаёт быть проблемой: ESP показывает игроков и транспорт на расстоянии до километра, а аимбот учитывает баллистику и ветер. Отдельно можно включить подсветку еды, топлива и тёплой одежды.</p>
<h2>Совместимость</h2>
<p>Читы работают на официальных и большинстве комьюнити-серверов. Актуальный статус всегда указан в карточке товара.</p>`,
      en: `<p><strong>Black Tundra</strong> is survival above the Arctic Circle: frost, blizzards, rare settlements and players ready to take your last can of stew. In a snowstorm visibility drops to almost nothing, and you often spot an enemy far too late.</p>
<p>With our cheats the blizzard stops being a problem: ESP shows players and vehicles up to a kilometre away, and the aimbot accounts for ballistics and wind. You can also highlight food, fuel and warm clothing.</p>
<h2>Compatibility</h2>
<p>The cheats work on official and most community servers. The current status is always shown on the product page.</p>`,
    },
  },
  {
    slug: "ninth-bastion",
    name: { ru: "Девятый бастион", en: "Ninth Bastion" },
    sort: 820,
    hue: 85,
    genre: "shooter",
    setting: { terrain: "mountains", sky: "storm" },
    pageTitle: {
      ru: "Читы для игры «Девятый бастион» — радар, ESP на технику | Nocturn",
      en: "Ninth Bastion cheats — radar & vehicle ESP | Nocturn",
    },
    pageDescription: {
      ru: "Читы для игры «Девятый бастион»: ESP на пехоту и технику, радар, аимбот с баллистикой для масштабных сражений 64 на 64.",
      en: "Ninth Bastion cheats: infantry and vehicle ESP, radar, ballistics aimbot for large 64 vs 64 battles.",
    },
    pageText: {
      ru: `<p><strong>«Девятый бастион»</strong> — масштабный военный шутер: до 128 игроков на карте, танки, вертолёты и разрушаемые укрепления. В таком хаосе легко потерять ориентацию, поэтому хороший радар здесь нужнее, чем в любой другой игре.</p>
<ul><li>ESP на пехоту, технику и расставленные мины.</li><li>Аимбот с учётом скорости снаряда и падения пули.</li><li>Полноэкранный радар с отметками всей вражеской техники.</li></ul>
<p>Подписку можно оформить на день, чтобы попробовать, или сразу на месяц — так выходит заметно дешевле.</p>`,
      en: `<p><strong>Ninth Bastion</strong> is a large-scale military shooter with up to 128 players per map, tanks, helicopters and destructible fortifications. In that kind of chaos it is easy to lose track of things, which makes a good radar more useful here than in almost any other game.</p>
<ul><li>ESP for infantry, vehicles and placed mines.</li><li>Aimbot with projectile speed and bullet drop compensation.</li><li>A full-screen radar marking every enemy vehicle.</li></ul>
<p>Grab a one-day key to try it out, or go straight for a month — it works out noticeably cheaper.</p>`,
    },
  },
  {
    slug: "zero-perimeter",
    name: { ru: "Нулевой периметр", en: "Zero Perimeter" },
    sort: 800,
    hue: 286,
    genre: "battle-royale",
    setting: { terrain: "station", sky: "space" },
    pageTitle: {
      ru: "Читы для игры «Нулевой периметр» — купить аимбот и ESP | Nocturn",
      en: "Zero Perimeter cheats — aimbot & ESP | Nocturn",
    },
    pageDescription: {
      ru: "Приватные читы для игры «Нулевой периметр»: аимбот с предсказанием движения, ESP с индикатором щитов, радар и стример-режим.",
      en: "Private Zero Perimeter cheats: aimbot with movement prediction, ESP with shield indicator, radar and stream-proof mode.",
    },
    pageText: {
      ru: `<p><strong>«Нулевой периметр»</strong> — научно-фантастическая королевская битва с реактивными ранцами, энергощитами и вертикальными перестрелками. Противники постоянно двигаются, поэтому попадать по ним без предсказания траектории почти невозможно.</p>
<p>Читы для игры «Нулевой периметр» учитывают скорость и направление движения цели, показывают уровень щита и здоровья, а также подсвечивают капсулы снабжения. Для стримеров есть режим, при котором оверлей не виден в OBS и других программах записи.</p>`,
      en: `<p><strong>Zero Perimeter</strong> is a sci-fi battle royale with jetpacks, energy shields and vertical gunfights. Opponents never stop moving, so landing shots without trajectory prediction is close to impossible.</p>
<p>Our Zero Perimeter cheats account for target speed and direction, show shield and health levels and highlight supply pods. Streamers get a mode that keeps the overlay invisible in OBS and other capture software.</p>`,
    },
  },
  {
    slug: "shardfall-arena",
    name: { ru: "Арена Осколков", en: "Shardfall Arena" },
    sort: 780,
    hue: 296,
    genre: "moba",
    setting: { terrain: "castle", sky: "night" },
    pageTitle: {
      ru: "Читы для игры «Арена Осколков» — мапхак и таймеры | Nocturn",
      en: "Shardfall Arena cheats — map hack & timers | Nocturn",
    },
    pageDescription: {
      ru: "Скрипты и читы для MOBA «Арена Осколков»: отдаление камеры, таймеры способностей, помощь со скиллшотами и добиванием крипов.",
      en: "Scripts and cheats for the Shardfall Arena MOBA: camera zoom, ability timers, skillshot and last-hit helpers.",
    },
    pageText: {
      ru: `<p><strong>«Арена Осколков»</strong> — командная MOBA пять на пять, где важна каждая мелочь: таймеры, вардинг, позиционирование и добивание крипов. Читы для MOBA устроены иначе, чем для шутеров, — это скорее набор помощников, которые берут рутину на себя.</p>
<h2>Что входит</h2>
<ul><li>Отдаление камеры и расширенный обзор карты.</li><li>Таймеры способностей, заклинаний и лесных монстров.</li><li>Помощь со скиллшотами и автоматическое добивание.</li></ul>
<p>Скрипты работают на всех серверах, язык меню переключается прямо в игре.</p>`,
      en: `<p><strong>Shardfall Arena</strong> is a 5 vs 5 MOBA where every detail counts: timers, vision, positioning and last hits. MOBA cheats work differently from shooter cheats — think of them as a set of helpers that take the routine off your hands.</p>
<h2>What you get</h2>
<ul><li>Camera zoom and extended map vision.</li><li>Timers for abilities, summoner spells and jungle camps.</li><li>Skillshot assistance and automatic last hitting.</li></ul>
<p>The scripts work on every server, and the menu language can be switched in-game.</p>`,
    },
  },
  {
    slug: "steel-requiem",
    name: { ru: "Стальной реквием", en: "Steel Requiem" },
    sort: 760,
    hue: 0,
    genre: "shooter",
    setting: { terrain: "forest", sky: "day" },
    pageTitle: {
      ru: "Читы для игры «Стальной реквием» — ESP и аимбот с баллистикой | Nocturn",
      en: "Steel Requiem cheats — ESP & ballistics aimbot | Nocturn",
    },
    pageDescription: {
      ru: "Читы для тактического симулятора «Стальной реквием»: ESP, аимбот с расчётом баллистики, радар отряда.",
      en: "Cheats for the tactical sim Steel Requiem: ESP, aimbot with ballistic calculation and a squad radar.",
    },
    pageText: {
      ru: `<p><strong>«Стальной реквием»</strong> — реалистичный военный симулятор: минимальный интерфейс, одно-два попадания до смерти и перестрелки на сотни метров. Противника здесь обычно выдаёт лишь вспышка выстрела.</p>
<p>Наш чит для «Стального реквиема» рассчитывает баллистику для каждого оружия и прицела, показывает игроков и их роль в отряде, а радар помогает не заблудиться на огромных картах. Для тех, кто предпочитает осторожную игру, есть сборка только с визуалами.</p>`,
      en: `<p><strong>Steel Requiem</strong> is a realistic military sim: a minimal HUD, one or two hits to kill and firefights across hundreds of metres. Often the only thing that gives an enemy away is a muzzle flash.</p>
<p>Our Steel Requiem cheat calculates ballistics for every weapon and scope, shows players and their squad role, and the radar keeps you oriented on huge maps. For careful players there is a visuals-only build.</p>`,
    },
  },
  {
    slug: "battle-isles",
    name: { ru: "Боевые острова", en: "Battle Isles" },
    sort: 740,
    hue: 159,
    genre: "battle-royale",
    setting: { terrain: "islands", sky: "day" },
    mobile: true,
    pageTitle: {
      ru: "Читы для игры «Боевые острова» на Android — купить | Nocturn",
      en: "Battle Isles cheats for Android | Nocturn",
    },
    pageDescription: {
      ru: "Мобильные читы для игры «Боевые острова»: ESP, аим-ассист и подсветка лута. Установка без root, поддержка эмуляторов.",
      en: "Mobile cheats for Battle Isles: ESP, aim assist and loot highlighting. No root required, emulator support.",
    },
    pageText: {
      ru: `<p><strong>«Боевые острова»</strong> — яркая мобильная королевская битва на архипелаге из небольших островов. Между ними приходится перебираться на лодках и глайдерах, и именно в эти моменты вы особенно уязвимы.</p>
<p>Читы для игры «Боевые острова» подсвечивают противников, транспорт и ящики с редким оружием, а аим-ассист помогает выигрывать дуэли на ближней дистанции. Всё ставится без root-прав, инструкция по установке приходит вместе с ключом.</p>`,
      en: `<p><strong>Battle Isles</strong> is a colourful mobile battle royale set on an archipelago of small islands. You have to cross between them by boat or glider, and that is exactly when you are most exposed.</p>
<p>Our Battle Isles cheats highlight enemies, vehicles and crates with rare weapons, while aim assist helps you win close-range duels. No root access is needed, and setup instructions come with your key.</p>`,
    },
  },
  {
    slug: "sulfur-coast",
    name: { ru: "Серный берег", en: "Sulfur Coast" },
    sort: 720,
    hue: 53,
    genre: "survival",
    setting: { terrain: "volcano", sky: "day" },
    pageTitle: {
      ru: "Читы для игры «Серный берег» — ESP на базы и ресурсы | Nocturn",
      en: "Sulfur Coast cheats — base & resource ESP | Nocturn",
    },
    pageDescription: {
      ru: "Читы для игры «Серный берег»: ESP на игроков, базы и ресурсы, аимбот без отдачи, радар. Подписка от одного дня.",
      en: "Sulfur Coast cheats: ESP for players, bases and resources, aimbot with no recoil, radar. Keys from one day.",
    },
    pageText: {
      ru: `<p><strong>«Серный берег»</strong> — выживание с крафтом на вулканическом побережье. Серу, металл и уголь добывают все, а вот донести их до базы удаётся не каждому. Кланы устраивают засады у шахт и рейдят тех, кто плохо спрятал ящики.</p>
<p>Наш чит показывает игроков и их экипировку, подсвечивает месторождения, ящики и чужие постройки, а компенсация отдачи делает даже самое неудобное оружие послушным. Радар работает в отдельном окне — его удобно держать на втором мониторе.</p>`,
      en: `<p><strong>Sulfur Coast</strong> is a crafting survival game on a volcanic shoreline. Everyone mines sulfur, metal and coal, but not everyone makes it back to base with them. Clans ambush the mines and raid anyone who hides their boxes poorly.</p>
<p>Our cheat shows players and their gear, highlights resource nodes, crates and other people's buildings, and recoil control tames even the most awkward weapon. The radar runs in a separate window, perfect for a second monitor.</p>`,
    },
  },
  {
    slug: "neon-havoc",
    name: { ru: "Неоновый хаос", en: "Neon Havoc" },
    sort: 700,
    hue: 307,
    genre: "shooter",
    setting: { terrain: "arena", sky: "night" },
    pageTitle: {
      ru: "Читы для игры «Неоновый хаос» — аимбот и триггербот | Nocturn",
      en: "Neon Havoc cheats — aimbot & triggerbot | Nocturn",
    },
    pageDescription: {
      ru: "Купить чит для игры «Неоновый хаос»: быстрый аимбот, триггербот, ESP и стример-режим для динамичного арена-шутера.",
      en: "Buy Neon Havoc cheats: fast aimbot, triggerbot, ESP and stream-proof mode for a fast-paced arena shooter.",
    },
    pageText: {
      ru: `<p><strong>«Неоновый хаос»</strong> — быстрый арена-шутер с двойными прыжками, рывками и бегом по стенам. Цели мелькают на экране доли секунды, и решает скорость реакции.</p>
<p>Под такой темп мы подобрали читы с быстрым, но естественным аимом и триггерботом с настраиваемой задержкой. ESP помогает не терять противников на многоуровневых картах, а стример-режим скрывает меню от записи.</p>`,
      en: `<p><strong>Neon Havoc</strong> is a fast arena shooter with double jumps, dashes and wall running. Targets are on screen for a split second, so reaction time is everything.</p>
<p>To match that pace we picked cheats with a fast yet natural-looking aimbot and a triggerbot with adjustable delay. ESP keeps track of enemies on multi-level maps, and stream-proof mode hides the menu from capture.</p>`,
    },
  },
  {
    slug: "last-signal",
    name: { ru: "Последний сигнал", en: "Last Signal" },
    sort: 680,
    hue: 138,
    genre: "extraction",
    setting: { terrain: "industrial", sky: "storm" },
    pageTitle: {
      ru: "Читы для игры «Последний сигнал» — ESP, лут, аимбот | Nocturn",
      en: "Last Signal cheats — ESP, loot, aimbot | Nocturn",
    },
    pageDescription: {
      ru: "Приватные читы для игры «Последний сигнал»: ESP на игроков и ботов, подсветка ценного лута и выходов, аимбот.",
      en: "Private Last Signal cheats: player and AI ESP, valuable loot and exit markers, aimbot.",
    },
    pageText: {
      ru: `<p>В <strong>«Последнем сигнале»</strong> отряды заходят в заражённую зону, чтобы добраться до радиовышки и вынести данные до того, как эвакуационный вертолёт улетит. По пути мешают и мутанты, и другие игроки.</p>
<ul><li>ESP на игроков, мутантов и боссов.</li><li>Отметки ценного лута, терминалов и точек эвакуации.</li><li>Аимбот с отдельными настройками для PvE и PvP.</li></ul>
<p>Если после патча чит уходит на обновление, статус меняется на сайте в течение нескольких минут — следите за карточкой товара.</p>`,
      en: `<p>In <strong>Last Signal</strong> squads enter an infected zone to reach a radio tower and extract the data before the evac helicopter leaves. Mutants and other players stand in the way.</p>
<ul><li>ESP for players, mutants and bosses.</li><li>Markers for valuable loot, terminals and extraction points.</li><li>Aimbot with separate PvE and PvP settings.</li></ul>
<p>When a patch sends a cheat into updating, the status on the site changes within minutes — keep an eye on the product page.</p>`,
    },
  },
  {
    slug: "warden-protocol",
    name: { ru: "Протокол «Страж»", en: "Warden Protocol" },
    sort: 660,
    hue: 244,
    genre: "shooter",
    setting: { terrain: "arena", sky: "day" },
    pageTitle: {
      ru: "Читы для игры «Протокол «Страж»» — приватные и DMA | Nocturn",
      en: "Warden Protocol cheats — private & DMA | Nocturn",
    },
    pageDescription: {
      ru: "Читы для игры «Протокол «Страж»»: приватные сборки и DMA-решения против античита уровня ядра. ESP, аимбот, триггербот.",
      en: "Warden Protocol cheats: private builds and DMA solutions against a kernel-level anti-cheat. ESP, aimbot, triggerbot.",
    },
    pageText: {
      ru: `<p><strong>Протокол «Страж»</strong> — тактический шутер пять на пять, где у каждого агента есть свои способности. Игра использует античит уровня ядра, который запускается вместе с Windows, поэтому к выбору чита здесь стоит подходить особенно внимательно.</p>
<h2>Какой вариант выбрать</h2>
<ul><li><strong>Программный чит</strong> — проще в установке, но требует точного соблюдения инструкции.</li><li><strong>DMA-чит</strong> — работает на втором компьютере через плату DMA и считается самым надёжным вариантом.</li></ul>
<p>Если не уверены, что подойдёт именно вам, напишите в поддержку — поможем подобрать решение под ваше железо.</p>`,
      en: `<p><strong>Warden Protocol</strong> is a 5 vs 5 tactical shooter where every agent has their own abilities. The game ships with a kernel-level anti-cheat that starts together with Windows, so choose your cheat carefully.</p>
<h2>Which option to choose</h2>
<ul><li><strong>Software cheat</strong> — easier to set up, but you must follow the instructions exactly.</li><li><strong>DMA cheat</strong> — runs on a second computer through a DMA card and is considered the safest option.</li></ul>
<p>Not sure what suits you? Message support and we will help you pick a solution for your hardware.</p>`,
    },
  },
  {
    slug: "skybreak",
    name: { ru: "Скайбрейк", en: "Skybreak" },
    sort: 640,
    hue: 191,
    genre: "battle-royale",
    setting: { terrain: "sky-islands", sky: "day" },
    pageTitle: {
      ru: "Читы для игры «Скайбрейк» — ESP, аимбот, радар | Nocturn",
      en: "Skybreak cheats — ESP, aimbot, radar | Nocturn",
    },
    pageDescription: {
      ru: "Читы для игры «Скайбрейк»: ESP на игроков и глайдеры, аимбот с предсказанием, подсветка лута на парящих островах.",
      en: "Skybreak cheats: ESP for players and gliders, predictive aimbot, loot markers across the floating islands.",
    },
    pageText: {
      ru: `<p><strong>«Скайбрейк»</strong> — королевская битва на парящих островах. Между ними летают на глайдерах, а бой может начаться прямо в воздухе. Противник может оказаться и сверху, и снизу, поэтому обзор на 360 градусов здесь дорогого стоит.</p>
<p>ESP в наших читах показывает игроков во всех направлениях, включая тех, кто летит на глайдере, а аимбот с предсказанием помогает попадать по быстро движущимся целям. Лут фильтруется по редкости — тратить время на мусор не придётся.</p>`,
      en: `<p><strong>Skybreak</strong> is a battle royale on floating islands. Players glide between them, and fights often break out in mid-air. Enemies can be above or below you, so 360-degree awareness is priceless.</p>
<p>ESP in our cheats shows players in every direction, including those on gliders, and the predictive aimbot helps you hit fast-moving targets. Loot is filtered by rarity, so you never waste time on junk.</p>`,
    },
  },
  {
    slug: "frostline",
    name: { ru: "Линия холода", en: "Frostline" },
    sort: 620,
    hue: 212,
    genre: "shooter",
    setting: { terrain: "trenches", sky: "storm" },
    pageTitle: {
      ru: "Читы для игры «Линия холода» — купить ESP и аимбот | Nocturn",
      en: "Frostline cheats — ESP & aimbot | Nocturn",
    },
    pageDescription: {
      ru: "Читы для игры «Линия холода»: ESP, аимбот без отдачи и радар для командного шутера на заснеженном фронте.",
      en: "Frostline cheats: ESP, aimbot with no recoil and radar for a squad shooter on a frozen front line.",
    },
    pageText: {
      ru: `<p><strong>«Линия холода»</strong> — командный шутер о позиционной войне на заснеженном фронте. Окопы, блиндажи, снайперы на колокольнях — противник почти всегда в укрытии.</p>
<p>Наши читы для «Линии холода» подсвечивают игроков в окопах и зданиях, убирают отдачу у пулемётов и показывают всех противников на радаре. Подходят и для быстрых матчей, и для длинных штурмов.</p>`,
      en: `<p><strong>Frostline</strong> is a squad shooter about trench warfare on a snowbound front. Trenches, dugouts and snipers in bell towers — the enemy is almost always behind cover.</p>
<p>Our Frostline cheats highlight players in trenches and buildings, remove machine-gun recoil and show every enemy on the radar. They work for quick matches and long assaults alike.</p>`,
    },
  },
  {
    slug: "obsidian-rift",
    name: { ru: "Обсидиановый разлом", en: "Obsidian Rift" },
    sort: 600,
    hue: 275,
    genre: "moba",
    setting: { terrain: "castle", sky: "dusk" },
    pageTitle: {
      ru: "Скрипты для игры «Обсидиановый разлом» — таймеры и обзор | Nocturn",
      en: "Obsidian Rift scripts — timers & vision | Nocturn",
    },
    pageDescription: {
      ru: "Скрипты для MOBA «Обсидиановый разлом»: отдаление камеры, таймеры, подсказки по уклонению.",
      en: "Scripts for the Obsidian Rift MOBA: camera zoom, timers and dodge hints.",
    },
    pageText: {
      ru: `<p><strong>«Обсидиановый разлом»</strong> — MOBA с тремя линиями и необычной механикой разлома, который каждые десять минут меняет карту. Уследить одновременно за таймерами, разломом и противниками непросто.</p>
<p>Скрипт для «Обсидианового разлома» берёт это на себя: отдаляет камеру, показывает таймеры объектов и способностей и подсказывает, куда уклониться от вражеского скиллшота.</p>`,
      en: `<p><strong>Obsidian Rift</strong> is a three-lane MOBA with an unusual rift mechanic that reshapes the map every ten minutes. Tracking timers, the rift and your opponents all at once is hard.</p>
<p>Our Obsidian Rift script handles that for you: it zooms the camera out, shows objective and ability timers and hints where to step to dodge an enemy skillshot.</p>`,
    },
  },
  {
    slug: "ghost-marksman",
    name: { ru: "Призрачный снайпер", en: "Ghost Marksman" },
    sort: 580,
    hue: 116,
    genre: "shooter",
    setting: { terrain: "mountains", sky: "day" },
    mobile: true,
    pageTitle: {
      ru: "Читы для игры «Призрачный снайпер» на Android | Nocturn",
      en: "Ghost Marksman cheats for Android | Nocturn",
    },
    pageDescription: {
      ru: "Мобильный чит для игры «Призрачный снайпер»: ESP, автоприцел и компенсация ветра. Работает без root.",
      en: "Mobile cheat for Ghost Marksman: ESP, auto-aim and wind compensation. No root required.",
    },
    pageText: {
      ru: `<p><strong>«Призрачный снайпер»</strong> — мобильный снайперский шутер с PvP-дуэлями и сюжетными заданиями. Ветер, дистанция и движущиеся цели превращают каждый выстрел в маленькую задачку.</p>
<p>Наш чит показывает противников сквозь укрытия и автоматически вносит поправку на ветер и расстояние. Работает на Android без root-прав и на популярных эмуляторах.</p>`,
      en: `<p><strong>Ghost Marksman</strong> is a mobile sniper shooter with PvP duels and story missions. Wind, distance and moving targets turn every shot into a small puzzle.</p>
<p>Our cheat shows enemies through cover and automatically corrects for wind and range. It runs on Android without root and on popular emulators.</p>`,
    },
  },
  {
    slug: "dust-runners",
    name: { ru: "Бегущие в пыли", en: "Dust Runners" },
    sort: 560,
    hue: 32,
    genre: "shooter",
    setting: { terrain: "dunes", sky: "dusk" },
    pageTitle: {
      ru: "Читы для игры «Бегущие в пыли» — ESP и аим для техники | Nocturn",
      en: "Dust Runners cheats — vehicle ESP & aim | Nocturn",
    },
    pageDescription: {
      ru: "Чит для игры «Бегущие в пыли»: ESP на машины и их уязвимые узлы, аим для турелей, радар.",
      en: "Dust Runners cheat: ESP for vehicles and their weak spots, turret aim assist and radar.",
    },
    pageText: {
      ru: `<p><strong>«Бегущие в пыли»</strong> — сражения на самодельных бронемашинах посреди пустыни. Игроки собирают технику из деталей и выезжают на арену, где побеждает тот, кто первым выбьет двигатель или колёса соперника.</p>
<p>Чит подсвечивает машины противников и их уязвимые узлы, а аим для турелей учитывает скорость снаряда и движение цели. Радар помогает заранее заметить засаду за барханом.</p>`,
      en: `<p><strong>Dust Runners</strong> is about battles between home-made armoured cars in the middle of a desert. Players build vehicles from salvaged parts and drive into an arena where the first to knock out an opponent's engine or wheels wins.</p>
<p>The cheat highlights enemy vehicles and their weak spots, and the turret aim accounts for projectile speed and target movement. The radar warns you about an ambush behind the next dune.</p>`,
    },
  },
  {
    slug: "vanta-squad",
    name: { ru: "Отряд «Ванта»", en: "Vanta Squad" },
    sort: 540,
    hue: 254,
    genre: "extraction",
    setting: { terrain: "jungle", sky: "night" },
    pageTitle: {
      ru: "Читы для игры «Отряд «Ванта»» — ESP и аимбот | Nocturn",
      en: "Vanta Squad cheats — ESP & aimbot | Nocturn",
    },
    pageDescription: {
      ru: "Чит для игры «Отряд «Ванта»»: ESP на игроков и ботов, аимбот, подсветка целей задания в PvPvE-рейдах.",
      en: "Vanta Squad cheat: player and AI ESP, aimbot and mission objective markers for PvPvE raids.",
    },
    pageText: {
      ru: `<p><strong>Отряд «Ванта»</strong> — кооперативный шутер, в котором отряд из четырёх бойцов выполняет задания на территории, занятой ботами и чужими отрядами. Ошибиться с маршрутом — значит потерять всю добычу.</p>
<p>Наш чит показывает расположение ботов и других отрядов, подсвечивает цели задания и ценный лут. Аимбот можно включить только против ботов, если вы не хотите привлекать внимание в PvP.</p>`,
      en: `<p><strong>Vanta Squad</strong> is a co-op shooter where a four-person squad runs missions in territory held by AI and rival teams. Take the wrong route and you lose the whole haul.</p>
<p>Our cheat shows where AI and other squads are, highlights mission objectives and valuable loot. The aimbot can be limited to AI only if you'd rather not draw attention in PvP.</p>`,
    },
  },
  {
    slug: "runeborn-arena",
    name: { ru: "Арена рунорождённых", en: "Runeborn Arena" },
    sort: 520,
    hue: 318,
    genre: "moba",
    setting: { terrain: "castle", sky: "day" },
    mobile: true,
    pageTitle: {
      ru: "Читы для игры «Арена рунорождённых» на Android | Nocturn",
      en: "Runeborn Arena cheats for Android | Nocturn",
    },
    pageDescription: {
      ru: "Скрипт для мобильной MOBA «Арена рунорождённых»: обзор карты, таймеры и подсказки по уклонению.",
      en: "Script for the mobile MOBA Runeborn Arena: map vision, timers and dodge hints.",
    },
    pageText: {
      ru: `<p><strong>«Арена рунорождённых»</strong> — мобильная MOBA с короткими матчами по 12–15 минут. На телефоне сложно одновременно следить за картой и за своим героем, поэтому многие пропускают ганки из-за пределов экрана.</p>
<p>Скрипт расширяет обзор, показывает героев противника на мини-карте даже в тумане войны и напоминает о таймерах рун и боссов. Установка без root, поддерживаются эмуляторы.</p>`,
      en: `<p><strong>Runeborn Arena</strong> is a mobile MOBA with short 12–15 minute matches. On a phone it is hard to watch the map and your hero at the same time, so ganks from off-screen catch a lot of players.</p>
<p>The script widens your view, shows enemy heroes on the minimap even in fog of war and reminds you of rune and boss timers. No root needed, emulators are supported.</p>`,
    },
  },
  {
    slug: "pale-harbor",
    name: { ru: "Бледная гавань", en: "Pale Harbor" },
    sort: 500,
    hue: 169,
    genre: "survival",
    setting: { terrain: "harbour", sky: "fog" },
    pageTitle: {
      ru: "Читы для игры «Бледная гавань» — ESP в тумане | Nocturn",
      en: "Pale Harbor cheats — ESP through the fog | Nocturn",
    },
    pageDescription: {
      ru: "Чит для игры «Бледная гавань»: ESP на игроков и существ сквозь туман, подсветка предметов и выходов.",
      en: "Pale Harbor cheat: ESP for players and creatures through the fog, item and exit markers.",
    },
    pageText: {
      ru: `<p><strong>«Бледная гавань»</strong> — кооперативный хоррор о выживании в портовом городке, накрытом густым туманом. Днём можно искать припасы, ночью — лучше держаться вместе и не шуметь. На некоторых серверах включён PvP, и тогда опасны не только чудовища.</p>
<p>Чит убирает туман, показывает существ и других игроков, подсвечивает припасы, ключи и выходы из локаций. Очень помогает, если вы играете в одиночку.</p>`,
      en: `<p><strong>Pale Harbor</strong> is a co-op survival horror set in a harbour town buried in thick fog. By day you scavenge for supplies; by night you'd better stick together and stay quiet. Some servers enable PvP, and then the monsters are not the only threat.</p>
<p>The cheat removes the fog, shows creatures and other players and highlights supplies, keys and exits. A big help if you play solo.</p>`,
    },
  },
  {
    slug: "redline-tactics",
    name: { ru: "Красная линия", en: "Redline Tactics" },
    sort: 480,
    hue: 339,
    genre: "shooter",
    setting: { terrain: "city", sky: "day" },
    pageTitle: {
      ru: "Читы для игры «Красная линия» — аимбот и ESP | Nocturn",
      en: "Redline Tactics cheats — aimbot & ESP | Nocturn",
    },
    pageDescription: {
      ru: "Чит для игры «Красная линия»: ESP сквозь стены, аимбот, триггербот для режимов с заложниками и закладкой бомбы.",
      en: "Redline Tactics cheat: wallhack ESP, aimbot and triggerbot for hostage and bomb modes.",
    },
    pageText: {
      ru: `<p><strong>«Красная линия»</strong> — тактический шутер с режимами освобождения заложников и закладки бомбы. Раунды длятся недолго, а ошибку исправить уже не получится: погибший игрок ждёт следующего раунда.</p>
<p>Наш чит показывает противников сквозь стены, подсвечивает бомбу и заложников, а аимбот и триггербот настраиваются под любой стиль игры — от едва заметной помощи до агрессивного режима.</p>`,
      en: `<p><strong>Redline Tactics</strong> is a tactical shooter with hostage rescue and bomb defusal modes. Rounds are short and there are no second chances: once you die, you wait for the next round.</p>
<p>Our cheat shows enemies through walls, highlights the bomb and the hostages, and the aimbot and triggerbot can be tuned for any style, from barely noticeable help to full aggression.</p>`,
    },
  },
  {
    slug: "echo-sector",
    name: { ru: "Сектор «Эхо»", en: "Echo Sector" },
    sort: 460,
    hue: 148,
    genre: "extraction",
    setting: { terrain: "station", sky: "night" },
    pageTitle: {
      ru: "Читы для игры «Сектор «Эхо»» — скоро в продаже | Nocturn",
      en: "Echo Sector cheats — coming soon | Nocturn",
    },
    pageDescription: {
      ru: "Читы для игры «Сектор «Эхо»» находятся в разработке. Следите за обновлениями каталога Nocturn.",
      en: "Echo Sector cheats are in development. Watch the Nocturn catalogue for updates.",
    },
    pageText: {
      ru: `<p><strong>Сектор «Эхо»</strong> — научно-фантастический шутер с выводом на заброшенной орбитальной станции. Игра вышла недавно и пока активно обновляется, поэтому готовых решений для неё в нашем каталоге ещё нет.</p>
<p>Чит для Сектора «Эхо» уже в разработке. Как только он пройдёт тестирование, товар появится на этой странице. Если хотите узнать о выходе первыми, напишите нам в поддержку.</p>`,
      en: `<p><strong>Echo Sector</strong> is a sci-fi extraction shooter set on an abandoned orbital station. The game launched recently and is still patched often, so there are no ready-made solutions in our catalogue yet.</p>
<p>An Echo Sector cheat is already in development. As soon as it passes testing, it will appear on this page. Want to hear about it first? Drop a message to support.</p>`,
    },
  },
  {
    slug: "desert-outlaws",
    name: { ru: "Пустынные бандиты", en: "Desert Outlaws" },
    sort: 440,
    hue: 64,
    genre: "shooter",
    setting: { terrain: "mesa", sky: "dusk" },
    mobile: true,
    pageTitle: {
      ru: "Читы для игры «Пустынные бандиты» на Android | Nocturn",
      en: "Desert Outlaws cheats for Android | Nocturn",
    },
    pageDescription: {
      ru: "Мобильный чит для игры «Пустынные бандиты»: ESP, аим-ассист и быстрая перезарядка для дуэлей на Диком Западе.",
      en: "Mobile cheat for Desert Outlaws: ESP, aim assist and fast reload for Wild West duels.",
    },
    pageText: {
      ru: `<p><strong>«Пустынные бандиты»</strong> — мобильный шутер в антураже Дикого Запада: дуэли на главной улице, ограбления поездов и перестрелки банд. Здесь всё решает то, кто выстрелит первым.</p>
<p>Чит для игры «Пустынные бандиты» подсвечивает противников, помогает навестись на цель и сокращает время реакции в дуэлях. Ставится на Android без root-прав.</p>`,
      en: `<p><strong>Desert Outlaws</strong> is a Wild West mobile shooter: main-street duels, train robberies and gang shootouts. It all comes down to who draws first.</p>
<p>The Desert Outlaws cheat highlights opponents, helps you snap onto targets and cuts your reaction time in duels. It installs on Android without root.</p>`,
    },
  },
  {
    slug: "hexfront",
    name: { ru: "Гексфронт", en: "Hexfront" },
    sort: 420,
    hue: 95,
    genre: "shooter",
    setting: { terrain: "ruins", sky: "day" },
    pageTitle: {
      ru: "Читы для игры «Гексфронт» — ESP и радар | Nocturn",
      en: "Hexfront cheats — ESP & radar | Nocturn",
    },
    pageDescription: {
      ru: "Чит для игры «Гексфронт»: ESP, радар и аимбот для тактического шутера с захватом секторов.",
      en: "Hexfront cheat: ESP, radar and aimbot for a sector-control tactical shooter.",
    },
    pageText: {
      ru: `<p><strong>«Гексфронт»</strong> — тактический шутер, где карта поделена на шестиугольные секторы, а команды борются за их контроль. Чтобы удержать сектор, нужно знать, откуда придёт следующая атака.</p>
<p>Наш чит показывает противников на радаре и сквозь стены, подсвечивает точки захвата и помогает выигрывать перестрелки за счёт мягкого аимбота.</p>`,
      en: `<p><strong>Hexfront</strong> is a tactical shooter with a map split into hexagonal sectors that teams fight to control. To hold a sector, you need to know where the next push is coming from.</p>
<p>Our cheat shows enemies on the radar and through walls, highlights capture points and helps you win gunfights with a smooth aimbot.</p>`,
    },
  },
  {
    slug: "cobalt-crowns",
    name: { ru: "Кобальтовые короны", en: "Cobalt Crowns" },
    sort: 400,
    hue: 127,
    genre: "battle-royale",
    setting: { terrain: "castle", sky: "fog" },
    mobile: true,
    pageTitle: {
      ru: "Читы для игры «Кобальтовые короны» на Android | Nocturn",
      en: "Cobalt Crowns cheats for Android | Nocturn",
    },
    pageDescription: {
      ru: "Чит для мобильной фэнтези-битвы «Кобальтовые короны»: ESP на игроков и сундуки, аим-ассист для заклинаний.",
      en: "Cheat for the mobile fantasy battler Cobalt Crowns: player and chest ESP, spell aim assist.",
    },
    pageText: {
      ru: `<p><strong>«Кобальтовые короны»</strong> — мобильная фэнтези-битва на выживание: вместо автоматов здесь посохи и луки, а вместо аптечек — зелья. Последний выживший забирает корону.</p>
<p>Чит показывает противников и сундуки с артефактами, а аим-ассист помогает попадать заклинаниями по движущимся целям. Работает на Android и эмуляторах.</p>`,
      en: `<p><strong>Cobalt Crowns</strong> is a mobile fantasy last-one-standing battler: staffs and bows instead of rifles, potions instead of medkits. The last survivor takes the crown.</p>
<p>The cheat shows enemies and artifact chests, and aim assist helps you land spells on moving targets. Works on Android and emulators.</p>`,
    },
  },
  {
    slug: "night-cartel",
    name: { ru: "Ночной картель", en: "Night Cartel" },
    sort: 380,
    hue: 328,
    genre: "shooter",
    setting: { terrain: "city", sky: "storm" },
    pageTitle: {
      ru: "Читы для игры «Ночной картель» — в разработке | Nocturn",
      en: "Night Cartel cheats — in development | Nocturn",
    },
    pageDescription: {
      ru: "Читы для игры «Ночной картель» пока не продаются. Страница обновится, когда решение пройдёт тестирование.",
      en: "Night Cartel cheats are not on sale yet. This page will update once a solution passes testing.",
    },
    pageText: {
      ru: `<p><strong>«Ночной картель»</strong> — криминальный шутер в открытом мире: банды делят районы ночного мегаполиса, грабят склады и устраивают погони по шоссе.</p>
<p>Сейчас мы не продаём читы для «Ночного картеля»: предыдущая версия перестала соответствовать нашим требованиям к безопасности, а новая ещё тестируется. Мы не выставляем товар, пока не уверены в нём сами.</p>`,
      en: `<p><strong>Night Cartel</strong> is an open-world crime shooter: gangs fight over the districts of a city that never sleeps, rob warehouses and stage highway chases.</p>
<p>We are not selling Night Cartel cheats at the moment: the previous version no longer met our safety standards and the new one is still in testing. We don't list a product until we trust it ourselves.</p>`,
    },
  },
  {
    slug: "sunken-citadel",
    name: { ru: "Затонувшая цитадель", en: "Sunken Citadel" },
    sort: 360,
    hue: 106,
    genre: "extraction",
    setting: { terrain: "castle", sky: "storm" },
    pageTitle: {
      ru: "Читы для игры «Затонувшая цитадель» — скоро | Nocturn",
      en: "Sunken Citadel cheats — coming soon | Nocturn",
    },
    pageDescription: {
      ru: "Читы для игры «Затонувшая цитадель» появятся в каталоге Nocturn после тестирования.",
      en: "Sunken Citadel cheats will appear in the Nocturn catalogue once testing is complete.",
    },
    pageText: {
      ru: `<p><strong>«Затонувшая цитадель»</strong> — подземелья, ловушки и сокровища: PvPvE-экстракшн в фэнтезийном мире, где другие искатели приключений опаснее любого скелета.</p>
<p>Решения для «Затонувшей цитадели» пока в работе. Как только чит будет готов, здесь появится карточка товара с описанием функций и ценами.</p>`,
      en: `<p><strong>Sunken Citadel</strong> is all about dungeons, traps and treasure: a fantasy PvPvE extraction game where other adventurers are deadlier than any skeleton.</p>
<p>Sunken Citadel solutions are still in the works. Once a cheat is ready, its product page with features and prices will appear here.</p>`,
    },
  },
  {
    slug: "cinder-brigade",
    name: { ru: "Пепельная бригада", en: "Cinder Brigade" },
    sort: 340,
    hue: 74,
    genre: "shooter",
    setting: { terrain: "industrial", sky: "dusk" },
    pageTitle: {
      ru: "Читы для игры «Пепельная бригада» — скоро | Nocturn",
      en: "Cinder Brigade cheats — coming soon | Nocturn",
    },
    pageDescription: {
      ru: "Читы для игры «Пепельная бригада» в разработке. Следите за новостями каталога.",
      en: "Cinder Brigade cheats are in development. Watch the catalogue for news.",
    },
    pageText: {
      ru: `<p><strong>«Пепельная бригада»</strong> — командный шутер шесть на шесть в разрушенном промышленном городе. Игра пока в раннем доступе, и разработчики обновляют её почти каждую неделю.</p>
<p>Из-за частых патчей мы пока не выпускаем чит для «Пепельной бригады» — стабильная версия появится, когда игра выйдет из раннего доступа.</p>`,
      en: `<p><strong>Cinder Brigade</strong> is a 6 vs 6 team shooter set in a ruined industrial city. The game is still in early access and gets patched almost every week.</p>
<p>Because of the frequent patches we are holding off on a Cinder Brigade cheat for now — a stable version will follow once the game leaves early access.</p>`,
    },
  },
];
