import type { L10n, SeedProblem } from "../types";

/** Builds an article body: an intro paragraph followed by numbered steps. */
function article(intro: L10n, steps: L10n<string[]>): L10n {
  const ol = (items: string[]): string => `<ol>${items.map((s) => `<li>${s}</li>`).join("")}</ol>`;
  return {
    ru: `<p>${intro.ru}</p>${ol(steps.ru)}`,
    en: `<p>${intro.en}</p>${ol(steps.en)}`,
  };
}

export const problems: SeedProblem[] = [
  {
    slug: "loader-does-not-start",
    sort: 140,
    title: { ru: "Лоадер не запускается", en: "The loader does not start" },
    shortDescription: {
      ru: "Что делать, если после двойного клика лоадер не открывается или сразу закрывается.",
      en: "What to do if the loader does not open or closes right after you launch it.",
    },
    description: article(
      {
        ru: "Чаще всего лоадер не стартует из-за нехватки прав, блокировки антивирусом или устаревших системных компонентов.",
        en: "Most often the loader fails to start because of missing permissions, an antivirus block or outdated system components.",
      },
      {
        ru: [
          "Запустите лоадер <strong>от имени администратора</strong> (правый клик → «Запуск от имени администратора»).",
          "Временно отключите антивирус и добавьте папку с лоадером в исключения.",
          "Установите все пакеты Visual C++ Redistributable и .NET Framework последней версии.",
          "Скачайте лоадер заново из личного кабинета — файл мог повредиться при загрузке.",
          "Если ничего не помогло, создайте тикет в поддержке и приложите скриншот ошибки.",
        ],
        en: [
          "Run the loader <strong>as administrator</strong> (right-click → “Run as administrator”).",
          "Temporarily turn off your antivirus and add the loader folder to its exclusions.",
          "Install all Visual C++ Redistributable packages and the latest .NET Framework.",
          "Download the loader again from your account — the file may have been corrupted.",
          "If nothing helps, open a support ticket and attach a screenshot of the error.",
        ],
      },
    ),
    headTitle: {
      ru: "Лоадер не запускается — решение | Nocturn",
      en: "Loader does not start — how to fix | Nocturn",
    },
    headDescription: {
      ru: "Пошаговая инструкция, что делать, если лоадер чита не открывается или сразу закрывается.",
      en: "Step-by-step guide for when the cheat loader won't open or closes immediately.",
    },
  },
  {
    slug: "error-0xc000007b-missing-dll",
    sort: 135,
    title: {
      ru: "Ошибка 0xC000007B или отсутствует DLL",
      en: "Error 0xC000007B or a missing DLL",
    },
    shortDescription: {
      ru: "Ошибка возникает из-за отсутствующих или повреждённых библиотек Visual C++.",
      en: "This error is caused by missing or corrupted Visual C++ runtime libraries.",
    },
    description: article(
      {
        ru: "Ошибка <code>0xC000007B</code> или сообщения вида <code>MSVCP140.dll не найден</code> означают, что в системе не хватает библиотек Visual C++.",
        en: "Error <code>0xC000007B</code> or messages like <code>MSVCP140.dll was not found</code> mean that Visual C++ libraries are missing from your system.",
      },
      {
        ru: [
          "Скачайте с сайта Microsoft пакеты <strong>Visual C++ Redistributable 2015–2022</strong> для x86 и x64.",
          "Установите обе версии, даже если у вас 64-битная Windows.",
          "Если пакеты уже стоят, выберите в установщике «Исправить».",
          "Перезагрузите компьютер и снова запустите лоадер.",
        ],
        en: [
          "Download the <strong>Visual C++ Redistributable 2015–2022</strong> packages for x86 and x64 from Microsoft.",
          "Install both versions, even on 64-bit Windows.",
          "If they are already installed, choose “Repair” in the installer.",
          "Restart your PC and run the loader again.",
        ],
      },
    ),
    headTitle: {
      ru: "Ошибка 0xC000007B и отсутствие DLL | Nocturn",
      en: "Error 0xC000007B and missing DLL files | Nocturn",
    },
    headDescription: {
      ru: "Как исправить ошибку 0xC000007B и отсутствие DLL: установка пакетов Visual C++.",
      en: "How to fix error 0xC000007B and missing DLLs by installing the Visual C++ runtimes.",
    },
  },
  {
    slug: "antivirus-deletes-loader",
    sort: 130,
    title: { ru: "Антивирус удаляет лоадер", en: "Antivirus deletes the loader" },
    shortDescription: {
      ru: "Антивирусы часто ошибочно считают лоадер угрозой — добавьте его в исключения.",
      en: "Antivirus software often flags the loader by mistake — add it to the exclusions.",
    },
    description: article(
      {
        ru: "Лоадер защищён от взлома и анализа, поэтому антивирусы, включая Защитник Windows, нередко удаляют его как подозрительный файл.",
        en: "The loader is protected against tampering and analysis, so antivirus software, including Windows Defender, often removes it as suspicious.",
      },
      {
        ru: [
          "Создайте отдельную папку, например <code>C:\\Nocturn</code>.",
          "Откройте «Безопасность Windows» → «Защита от вирусов и угроз» → «Исключения» и добавьте эту папку.",
          "Если у вас сторонний антивирус, добавьте папку в исключения и в нём.",
          "Скачайте лоадер заново прямо в эту папку.",
        ],
        en: [
          "Create a separate folder, for example <code>C:\\Nocturn</code>.",
          "Open Windows Security → Virus &amp; threat protection → Exclusions and add that folder.",
          "If you use a third-party antivirus, add the folder to its exclusions as well.",
          "Download the loader again straight into that folder.",
        ],
      },
    ),
    headTitle: {
      ru: "Антивирус удаляет лоадер — что делать | Nocturn",
      en: "Antivirus deletes the loader — what to do | Nocturn",
    },
    headDescription: {
      ru: "Как добавить лоадер в исключения Защитника Windows и сторонних антивирусов.",
      en: "How to add the loader to Windows Defender and third-party antivirus exclusions.",
    },
  },
  {
    slug: "disable-secure-boot",
    sort: 125,
    title: { ru: "Как отключить Secure Boot", en: "How to disable Secure Boot" },
    shortDescription: {
      ru: "Для работы драйвера чита нужно отключить безопасную загрузку в BIOS.",
      en: "The cheat driver requires Secure Boot to be turned off in the BIOS.",
    },
    description: article(
      {
        ru: "Если лоадер сообщает, что включён <strong>Secure Boot</strong>, драйвер не сможет загрузиться. Безопасную загрузку отключают в настройках BIOS/UEFI.",
        en: "If the loader reports that <strong>Secure Boot</strong> is enabled, the driver cannot load. Secure Boot is turned off in the BIOS/UEFI settings.",
      },
      {
        ru: [
          "Перезагрузите компьютер и войдите в BIOS клавишей <code>Del</code> или <code>F2</code>.",
          "Найдите раздел <strong>Boot</strong> или <strong>Security</strong> и пункт Secure Boot.",
          "Переключите его в <code>Disabled</code> (на некоторых платах нужно выбрать OS Type → Other OS).",
          "Сохраните настройки клавишей <code>F10</code> и перезагрузитесь.",
          "Проверьте статус: <code>msinfo32</code> → «Состояние безопасной загрузки» должно быть «Откл.».",
        ],
        en: [
          "Restart your PC and enter the BIOS with <code>Del</code> or <code>F2</code>.",
          "Find the <strong>Boot</strong> or <strong>Security</strong> section and the Secure Boot option.",
          "Set it to <code>Disabled</code> (on some boards choose OS Type → Other OS).",
          "Save with <code>F10</code> and reboot.",
          "Check the result: <code>msinfo32</code> → “Secure Boot State” should read “Off”.",
        ],
      },
    ),
    headTitle: {
      ru: "Как отключить Secure Boot в BIOS | Nocturn",
      en: "How to disable Secure Boot in the BIOS | Nocturn",
    },
    headDescription: {
      ru: "Инструкция по отключению безопасной загрузки (Secure Boot) в BIOS/UEFI.",
      en: "A guide to turning off Secure Boot in your BIOS/UEFI settings.",
    },
  },
  {
    slug: "enable-virtualization",
    sort: 120,
    title: {
      ru: "Как включить виртуализацию (VT-x / SVM)",
      en: "How to enable virtualization (VT-x / SVM)",
    },
    shortDescription: {
      ru: "Некоторым читам нужна аппаратная виртуализация, которая включается в BIOS.",
      en: "Some cheats need hardware virtualization, which is enabled in the BIOS.",
    },
    description: article(
      {
        ru: "Если лоадер пишет, что виртуализация недоступна, включите её в BIOS: на Intel она называется <strong>VT-x</strong>, на AMD — <strong>SVM</strong>.",
        en: "If the loader says virtualization is unavailable, enable it in the BIOS: it is called <strong>VT-x</strong> on Intel and <strong>SVM</strong> on AMD.",
      },
      {
        ru: [
          "Войдите в BIOS клавишей <code>Del</code> или <code>F2</code> при загрузке.",
          "Intel: найдите Intel Virtualization Technology (VT-x) в разделе Advanced → CPU Configuration.",
          "AMD: найдите SVM Mode в разделе Advanced → CPU Configuration.",
          "Переключите параметр в <code>Enabled</code>, сохраните настройки и перезагрузитесь.",
          "Проверьте в Диспетчере задач → «Производительность» → ЦП: «Виртуализация: Включено».",
        ],
        en: [
          "Enter the BIOS with <code>Del</code> or <code>F2</code> during boot.",
          "Intel: find Intel Virtualization Technology (VT-x) under Advanced → CPU Configuration.",
          "AMD: find SVM Mode under Advanced → CPU Configuration.",
          "Set it to <code>Enabled</code>, save and reboot.",
          "Check Task Manager → Performance → CPU: “Virtualization: Enabled”.",
        ],
      },
    ),
    headTitle: {
      ru: "Как включить VT-x и SVM в BIOS | Nocturn",
      en: "How to enable VT-x and SVM in the BIOS | Nocturn",
    },
    headDescription: {
      ru: "Как включить аппаратную виртуализацию Intel VT-x или AMD SVM в BIOS.",
      en: "How to turn on Intel VT-x or AMD SVM hardware virtualization in the BIOS.",
    },
  },
  {
    slug: "smartscreen-blocks-file",
    sort: 115,
    title: {
      ru: "SmartScreen блокирует запуск файла",
      en: "Windows SmartScreen blocks the file",
    },
    shortDescription: {
      ru: "Фильтр SmartScreen не даёт запустить неподписанный лоадер — это можно обойти в пару кликов.",
      en: "SmartScreen stops the unsigned loader from running — you can get past it in a couple of clicks.",
    },
    description: article(
      {
        ru: "Сообщение «Система Windows защитила ваш компьютер» появляется для редких неподписанных программ. Это не значит, что файл опасен.",
        en: "The “Windows protected your PC” message appears for uncommon unsigned programs. It does not mean the file is harmful.",
      },
      {
        ru: [
          "В окне SmartScreen нажмите <strong>«Подробнее»</strong>.",
          "Нажмите появившуюся кнопку <strong>«Выполнить в любом случае»</strong>.",
          "Если кнопки нет, откройте свойства файла и отметьте «Разблокировать» внизу вкладки «Общие».",
          "При необходимости отключите «Проверку приложений и файлов» в разделе «Управление приложениями/браузером».",
        ],
        en: [
          "In the SmartScreen window click <strong>“More info”</strong>.",
          "Click the <strong>“Run anyway”</strong> button that appears.",
          "If there is no such button, open the file's Properties and tick “Unblock” at the bottom of the General tab.",
          "If needed, turn off “Check apps and files” under App &amp; browser control.",
        ],
      },
    ),
    headTitle: {
      ru: "SmartScreen блокирует лоадер — решение | Nocturn",
      en: "SmartScreen blocks the loader — how to fix | Nocturn",
    },
    headDescription: {
      ru: "Как запустить лоадер, если фильтр Windows SmartScreen блокирует файл.",
      en: "How to run the loader when Windows SmartScreen blocks the file.",
    },
  },
  {
    slug: "game-crashes-on-injection",
    sort: 110,
    title: { ru: "Игра вылетает при инжекте", en: "The game crashes on injection" },
    shortDescription: {
      ru: "Вылет при внедрении обычно связан с неверным моментом запуска или сторонними оверлеями.",
      en: "Crashes on injection are usually caused by bad timing or third-party overlays.",
    },
    description: article(
      {
        ru: "Если игра закрывается в момент внедрения чита, проверьте порядок запуска и программы, которые тоже встраиваются в игру.",
        en: "If the game closes the moment the cheat is injected, check the launch order and any programs that also hook into the game.",
      },
      {
        ru: [
          "Убедитесь, что статус чита на сайте — не «Обновляется»: после патча игры старая версия может вызывать вылеты.",
          "Запускайте лоадер строго в том порядке, который указан в инструкции к читу (до игры или в главном меню).",
          "Закройте оверлеи Discord, MSI Afterburner, RivaTuner, GeForce Experience и им подобные.",
          "Проверьте целостность файлов игры через лаунчер.",
          "Если вылеты продолжаются, создайте тикет и приложите файл журнала из папки лоадера.",
        ],
        en: [
          "Make sure the cheat's status on the site is not “Updating”: after a game patch an old build may crash.",
          "Launch the loader in exactly the order given in the cheat's guide (before the game or in the main menu).",
          "Close overlays such as Discord, MSI Afterburner, RivaTuner and GeForce Experience.",
          "Verify the game files through the launcher.",
          "If crashes continue, open a ticket and attach the log file from the loader folder.",
        ],
      },
    ),
    headTitle: {
      ru: "Игра вылетает при инжекте чита | Nocturn",
      en: "Game crashes when injecting the cheat | Nocturn",
    },
    headDescription: {
      ru: "Почему игра вылетает при внедрении чита и как это исправить.",
      en: "Why the game crashes when the cheat is injected and how to fix it.",
    },
  },
  {
    slug: "esp-overlay-not-visible",
    sort: 105,
    title: { ru: "Не видно ESP и оверлея", en: "ESP or overlay is not visible" },
    shortDescription: {
      ru: "Оверлей чита не отображается в полноэкранном режиме — переключите игру в оконный без рамки.",
      en: "The cheat overlay does not show in exclusive fullscreen — switch the game to borderless windowed.",
    },
    description: article(
      {
        ru: "Чит внедрился, но ESP и меню не видны? Чаще всего дело в режиме экрана или масштабировании Windows.",
        en: "The cheat is injected but you can't see the ESP or menu? It is usually the display mode or Windows scaling.",
      },
      {
        ru: [
          "В настройках игры выберите режим <strong>«Оконный без рамки»</strong> (Borderless Windowed).",
          "Установите масштаб Windows 100% в «Параметры» → «Система» → «Дисплей».",
          "Отключите HDR и сторонние оверлеи.",
          "Откройте меню чита клавишей <code>Insert</code> и проверьте, что ESP включён.",
        ],
        en: [
          "In the game settings choose <strong>Borderless Windowed</strong> mode.",
          "Set Windows scaling to 100% in Settings → System → Display.",
          "Turn off HDR and third-party overlays.",
          "Open the cheat menu with <code>Insert</code> and make sure ESP is turned on.",
        ],
      },
    ),
    headTitle: {
      ru: "Не отображается ESP или оверлей чита | Nocturn",
      en: "Cheat ESP or overlay not showing | Nocturn",
    },
    headDescription: {
      ru: "Что делать, если не видно ESP и меню чита: оконный режим без рамки и другие советы.",
      en: "What to do if the ESP and cheat menu are invisible: borderless windowed mode and more.",
    },
  },
  {
    slug: "key-already-activated",
    sort: 100,
    title: {
      ru: "Ключ уже активирован на другом ПК",
      en: "Key already activated on another PC",
    },
    shortDescription: {
      ru: "Ключ привязывается к первому компьютеру, а замена железа считается новым ПК.",
      en: "A key is bound to the first computer, and a hardware change counts as a new PC.",
    },
    description: article(
      {
        ru: "При первой активации ключ <strong>привязывается к компьютеру</strong>. Замена комплектующих (материнской платы, диска, процессора) или переустановка Windows может считаться новым ПК.",
        en: "On first activation a key is <strong>bound to that computer</strong>. Replacing hardware (motherboard, drive, CPU) or reinstalling Windows may count as a new PC.",
      },
      {
        ru: [
          "Убедитесь, что вы вводите ключ на том же компьютере, где активировали его впервые.",
          "Если меняли комплектующие, создайте тикет в поддержке.",
          "Укажите в тикете ключ, номер заказа и что именно изменилось в компьютере.",
          "После проверки поддержка сбросит привязку, и ключ можно будет активировать снова.",
        ],
        en: [
          "Make sure you are entering the key on the same computer where you first activated it.",
          "If you changed hardware, open a support ticket.",
          "Include the key, your order number and what exactly changed in your PC.",
          "Once verified, support will reset the binding and you can activate the key again.",
        ],
      },
    ),
    headTitle: {
      ru: "Ключ уже активирован на другом ПК | Nocturn",
      en: "Key already activated on another PC | Nocturn",
    },
    headDescription: {
      ru: "Почему ключ привязан к другому компьютеру и как сбросить привязку через поддержку.",
      en: "Why your key is bound to another computer and how to reset it through support.",
    },
  },
  {
    slug: "driver-failed-to-load",
    sort: 95,
    title: { ru: "Не удалось загрузить драйвер", en: "Driver failed to load" },
    shortDescription: {
      ru: "Драйверу мешают защитные функции Windows или другие античиты.",
      en: "The driver is blocked by Windows security features or other anti-cheats.",
    },
    description: article(
      {
        ru: "Ошибка загрузки драйвера обычно означает, что ему мешают встроенные механизмы защиты Windows или работающие в фоне античиты.",
        en: "A driver load error usually means Windows built-in protection or anti-cheats running in the background are getting in the way.",
      },
      {
        ru: [
          "Отключите <strong>Secure Boot</strong> в BIOS.",
          "В «Безопасность Windows» → «Безопасность устройства» → «Изоляция ядра» выключите «Целостность памяти».",
          "Закройте клиенты других игр с античитами и перезагрузите компьютер.",
          "Отключите антивирус и снова запустите лоадер от имени администратора.",
        ],
        en: [
          "Disable <strong>Secure Boot</strong> in the BIOS.",
          "In Windows Security → Device security → Core isolation turn off “Memory integrity”.",
          "Close other games' clients with anti-cheats and restart your PC.",
          "Turn off your antivirus and run the loader as administrator again.",
        ],
      },
    ),
    headTitle: {
      ru: "Ошибка загрузки драйвера — решение | Nocturn",
      en: "Driver failed to load — how to fix | Nocturn",
    },
    headDescription: {
      ru: "Как исправить ошибку загрузки драйвера: Secure Boot, изоляция ядра и античиты.",
      en: "How to fix a driver load error: Secure Boot, core isolation and anti-cheats.",
    },
  },
  {
    slug: "time-out-of-sync",
    sort: 90,
    title: {
      ru: "Ошибка синхронизации времени",
      en: "Time and date out of sync",
    },
    shortDescription: {
      ru: "Лоадер не подключается к серверу, если время на компьютере сбито.",
      en: "The loader cannot connect to the server if your PC clock is wrong.",
    },
    description: article(
      {
        ru: "Для защищённого соединения с сервером время на компьютере должно совпадать с реальным. Даже расхождение в несколько минут вызывает ошибку.",
        en: "A secure connection to the server requires your PC clock to match the real time. Even a few minutes off causes an error.",
      },
      {
        ru: [
          "Откройте «Параметры» → «Время и язык» → «Дата и время».",
          "Включите «Установить время автоматически» и «Автоматически устанавливать часовой пояс».",
          "Нажмите <strong>«Синхронизировать»</strong>.",
          "Если время сбивается после перезагрузки, замените батарейку CMOS на материнской плате.",
        ],
        en: [
          "Open Settings → Time &amp; language → Date &amp; time.",
          "Turn on “Set time automatically” and “Set time zone automatically”.",
          "Click <strong>“Sync now”</strong>.",
          "If the clock resets after a reboot, replace the CMOS battery on your motherboard.",
        ],
      },
    ),
    headTitle: {
      ru: "Ошибка синхронизации времени в лоадере | Nocturn",
      en: "Loader time sync error | Nocturn",
    },
    headDescription: {
      ru: "Как исправить ошибку времени и даты при подключении лоадера к серверу.",
      en: "How to fix the time and date error when the loader connects to the server.",
    },
  },
  {
    slug: "hwid-ban-spoofer",
    sort: 85,
    title: { ru: "Бан по HWID", en: "HWID ban" },
    shortDescription: {
      ru: "Если античит заблокировал железо, новый аккаунт не поможет — нужен спуфер.",
      en: "If the anti-cheat has banned your hardware, a new account won't help — you need a spoofer.",
    },
    description: article(
      {
        ru: "При бане по <strong>HWID</strong> античит запоминает идентификаторы комплектующих, и новые аккаунты на этом компьютере тоже блокируются.",
        en: "With an <strong>HWID ban</strong> the anti-cheat remembers your hardware IDs, so new accounts on that PC get banned too.",
      },
      {
        ru: [
          "Приобретите спуфер, совместимый с вашей игрой.",
          "Полностью удалите игру и её античит, очистите остаточные файлы.",
          "Запустите спуфер <strong>до</strong> установки и запуска игры.",
          "Создайте новый аккаунт и заходите в игру только с включённым спуфером.",
        ],
        en: [
          "Get a spoofer that supports your game.",
          "Fully uninstall the game and its anti-cheat, and clean up leftover files.",
          "Run the spoofer <strong>before</strong> installing and launching the game.",
          "Create a new account and only play with the spoofer running.",
        ],
      },
    ),
    headTitle: {
      ru: "Бан по HWID — как снова играть | Nocturn",
      en: "HWID ban — how to play again | Nocturn",
    },
    headDescription: {
      ru: "Что такое бан по железу (HWID) и как обойти его с помощью спуфера.",
      en: "What a hardware (HWID) ban is and how to get around it with a spoofer.",
    },
  },
  {
    slug: "dma-card-not-detected",
    sort: 80,
    title: { ru: "DMA-карта не определяется", en: "DMA card not detected" },
    shortDescription: {
      ru: "Компьютер не видит DMA-карту — проверьте слот, кабель и драйверы.",
      en: "Your PC does not see the DMA card — check the slot, cable and drivers.",
    },
    description: article(
      {
        ru: "Если второй компьютер не видит DMA-карту, проблема почти всегда в подключении или драйверах.",
        en: "If the second PC cannot see the DMA card, the problem is almost always the connection or drivers.",
      },
      {
        ru: [
          "Вставьте карту в другой слот PCIe на игровом ПК и проверьте, горит ли индикатор питания.",
          "Подключите USB-кабель к порту USB 3.0 на втором ПК напрямую, без хабов.",
          "Установите драйвер <strong>FTDI FT601</strong> на второй компьютер.",
          "Убедитесь, что в BIOS игрового ПК отключены <code>IOMMU</code> и <code>VT-d</code>, если этого требует прошивка.",
        ],
        en: [
          "Move the card to another PCIe slot on the gaming PC and check that the power LED is on.",
          "Plug the USB cable straight into a USB 3.0 port on the second PC, without hubs.",
          "Install the <strong>FTDI FT601</strong> driver on the second PC.",
          "Make sure <code>IOMMU</code> and <code>VT-d</code> are disabled in the gaming PC's BIOS if the firmware requires it.",
        ],
      },
    ),
    headTitle: {
      ru: "DMA-карта не определяется — решение | Nocturn",
      en: "DMA card not detected — how to fix | Nocturn",
    },
    headDescription: {
      ru: "Что делать, если компьютер не видит DMA-карту: слот, кабель, драйверы и BIOS.",
      en: "What to do if your PC does not detect the DMA card: slot, cable, drivers and BIOS.",
    },
  },
  {
    slug: "firmware-flashing-fails",
    sort: 75,
    title: {
      ru: "Ошибка при прошивке DMA-карты",
      en: "Firmware flashing fails",
    },
    shortDescription: {
      ru: "Прошивка обрывается или выдаёт ошибку — проверьте подключение и версию файла.",
      en: "Flashing stops or throws an error — check the connection and the firmware file.",
    },
    description: article(
      {
        ru: "Прошивка DMA-карты может завершиться ошибкой из-за нестабильного подключения, неверного файла или нехватки прав.",
        en: "Flashing a DMA card can fail because of an unstable connection, the wrong file or missing permissions.",
      },
      {
        ru: [
          "Подключите карту через JTAG или USB-порт прошивки напрямую, без удлинителей.",
          "Проверьте, что файл прошивки (<code>.bin</code>) предназначен именно для вашей модели карты.",
          "Запустите программу прошивки от имени администратора и не трогайте компьютер до окончания процесса.",
          "Если прошивка прервалась, запустите её заново и не отключайте карту до конца процесса.",
          "При повторной ошибке создайте тикет и приложите скриншот лога прошивки.",
        ],
        en: [
          "Connect the card via JTAG or its flashing USB port directly, without extension cables.",
          "Make sure the firmware file (<code>.bin</code>) is meant for your exact card model.",
          "Run the flashing tool as administrator and leave the PC alone until it finishes.",
          "If flashing was interrupted, start it again and keep the card connected until it finishes.",
          "If it fails again, open a ticket and attach a screenshot of the flashing log.",
        ],
      },
    ),
    headTitle: {
      ru: "Ошибка прошивки DMA-карты — решение | Nocturn",
      en: "DMA firmware flashing fails — how to fix | Nocturn",
    },
    headDescription: {
      ru: "Что делать, если прошивка DMA-карты обрывается или завершается ошибкой.",
      en: "What to do if flashing your DMA card's firmware stops or fails.",
    },
  },
];
